// SPDX-License-Identifier: GPL-3.0-or-later
#include "gzip.h"

#include <zlib.h>

#include <algorithm>
#include <memory>
#include <vector>

namespace tco {

bool isGzip(std::string_view bytes)
{
    return bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x1f &&
           static_cast<unsigned char>(bytes[1]) == 0x8b;
}

namespace {

/** zlib's inflate state over one source, shared by the copies of the
 *  std::function that holds it. */
class Inflater
{
public:
    Inflater(CsvReader::Source compressed, std::size_t maxBytes)
        : m_source(std::move(compressed)), m_input(64 * 1024), m_maxBytes(maxBytes)
    {
        // 16 + 15: a gzip wrapper (not zlib's or raw deflate), 32 KiB window.
        if (inflateInit2(&m_stream, 16 + MAX_WBITS) != Z_OK)
            throw GzipError("the gzip reader could not start (out of memory)");
    }
    ~Inflater() { inflateEnd(&m_stream); }
    Inflater(const Inflater &) = delete;
    Inflater &operator=(const Inflater &) = delete;

    std::size_t read(char *buffer, std::size_t size)
    {
        if (size == 0 || m_done)
            return 0;
        m_stream.next_out = reinterpret_cast<Bytef *>(buffer);
        m_stream.avail_out = static_cast<uInt>(std::min<std::size_t>(size, 1u << 30));
        while (m_stream.avail_out > 0) {
            if (m_stream.avail_in == 0 && !m_sourceEnded) {
                const std::size_t n = m_source(m_input.data(), m_input.size());
                m_sourceEnded = n == 0;
                m_stream.next_in = reinterpret_cast<Bytef *>(m_input.data());
                m_stream.avail_in = static_cast<uInt>(n);
            }
            if (m_stream.avail_in == 0 && m_sourceEnded) {
                if (m_inMember)
                    throw GzipError("the gzip file ends early (cut short while it was copied or downloaded)");
                m_done = true;
                break;
            }
            const int status = inflate(&m_stream, Z_NO_FLUSH);
            m_inMember = true;
            if (status == Z_STREAM_END) {
                // Another member may follow (concatenated files).
                m_inMember = false;
                if (inflateReset(&m_stream) != Z_OK)
                    throw GzipError("the gzip reader could not go on to the next member");
            } else if (status == Z_DATA_ERROR || status == Z_NEED_DICT) {
                throw GzipError(std::string("the gzip data is damaged (") +
                                (m_stream.msg ? m_stream.msg : "invalid data") + ")");
            } else if (status == Z_MEM_ERROR) {
                throw GzipError("the gzip reader ran out of memory");
            } else if (status == Z_BUF_ERROR && m_stream.avail_in > 0) {
                throw GzipError("the gzip data is damaged (no progress)");
            }
        }
        const std::size_t produced = size - m_stream.avail_out;
        m_total += produced;
        if (m_total > m_maxBytes)
            throw GzipError("the file inflates to more than " + std::to_string(m_maxBytes) +
                            " bytes, the most a spend file may hold");
        return produced;
    }

private:
    CsvReader::Source m_source;
    std::vector<char> m_input;
    z_stream m_stream{};
    std::size_t m_maxBytes;
    std::size_t m_total = 0;
    bool m_sourceEnded = false, m_inMember = false, m_done = false;
};

} // namespace

CsvReader::Source gunzipSource(CsvReader::Source compressed, std::size_t maxBytes)
{
    auto inflater = std::make_shared<Inflater>(std::move(compressed), maxBytes);
    return [inflater](char *buffer, std::size_t size) { return inflater->read(buffer, size); };
}

std::optional<std::string> gunzip(std::string_view compressed, std::size_t maxBytes, std::string &error)
{
    try {
        CsvReader::Source source = gunzipSource(
            [compressed, at = std::size_t(0)](char *buffer, std::size_t size) mutable {
                const std::size_t n = std::min(size, compressed.size() - at);
                std::copy_n(compressed.data() + at, n, buffer);
                at += n;
                return n;
            },
            maxBytes);
        std::string out;
        std::vector<char> chunk(64 * 1024);
        while (const std::size_t n = source(chunk.data(), chunk.size()))
            out.append(chunk.data(), n);
        return out;
    } catch (const GzipError &e) {
        error = e.what();
        return std::nullopt;
    }
}

} // namespace tco
