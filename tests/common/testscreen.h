// The offscreen platform's screen for a test that needs a real screen's size: WIDTHxHEIGHT
// [@SCALE] in device pixels, written to a configuration file in `dir` that the platform reads.
// Call before the QApplication is made.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace test {

inline bool useOffscreenScreen(const QByteArray& spec, const QTemporaryDir& dir) {
    const QList<QByteArray> parts = spec.split('@');
    const QList<QByteArray> size = parts[0].split('x');
    const double scale = parts.size() > 1 ? parts[1].toDouble() : 1.0;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)) return false;
    file.write(QStringLiteral("{\"screens\": [{\"name\": \"test\", \"x\": 0, \"y\": 0, "
                              "\"width\": %1, \"height\": %2, \"logicalDpi\": %3, "
                              "\"logicalBaseDpi\": 96, \"dpr\": 1}]}")
                   .arg(size.value(0).toInt())
                   .arg(size.value(1).toInt())
                   .arg(96 * scale)
                   .toUtf8());
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toUtf8());
    return true;
}

} // namespace test
