#include "ui/net/netlink.h"

#include <QCoreApplication>
#include <QPluginLoader>

namespace bashni::ui {

// Beside the sound module: the same folder relative to the programs, built or installed.
NetLinkFactory* netLinkFactory(QString* error) {
    static NetLinkFactory* factory = nullptr;
    static QString why;
    if (!factory && why.isEmpty()) {
        QPluginLoader loader(QCoreApplication::applicationDirPath() +
                             QStringLiteral("/" BASHNI_SOUND_MODULE_DIR "/bashni_netlink"));
        factory = qobject_cast<NetLinkFactory*>(loader.instance());
        if (!factory) why = loader.errorString();
    }
    if (!factory && error) *error = why;
    return factory;
}

} // namespace bashni::ui
