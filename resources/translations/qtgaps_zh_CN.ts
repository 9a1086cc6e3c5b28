<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt's own texts that Debian 12's qtbase_zh_CN.qm leaves untranslated,
     seen in the file dialog's Type column (Qt 6.4 QtGui,
     QAbstractFileIconProvider::type). Written by hand: lupdate does not see
     Qt's sources. Loaded after qtbase by ui/services/languagemanager.cpp. -->
<TS version="2.1" language="zh_CN">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
</TS>
