#include "app/gui/signalquit.h"

#include <QApplication>
#include <QSocketNotifier>

#include <cerrno>
#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace bashni {

namespace {
int sockets[2] = {-1, -1}; // written by the handler, read by the event loop
}

SignalQuit::SignalQuit() {
    // Not inherited by programs the game starts; never blocking the handler.
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0, sockets) != 0) return;
    notifier_ = new QSocketNotifier(sockets[1], QSocketNotifier::Read, this);
    connect(notifier_, &QSocketNotifier::activated, this, [this] {
        char byte;
        if (::read(sockets[1], &byte, 1) < 0) return;
        // Closing the windows runs their closeEvent (autosave), then the loop ends.
        QApplication::closeAllWindows();
        QApplication::quit();
    });
    struct sigaction action {};
    action.sa_handler = &SignalQuit::handle;
    sigemptyset(&action.sa_mask);
    // Once: a second signal does what it normally does, should closing hang.
    action.sa_flags = SA_RESTART | SA_RESETHAND;
    sigaction(SIGTERM, &action, nullptr);
    sigaction(SIGINT, &action, nullptr);
}

SignalQuit::~SignalQuit() {
    std::signal(SIGTERM, SIG_DFL);
    std::signal(SIGINT, SIG_DFL);
    ::close(sockets[0]);
    ::close(sockets[1]);
}

void SignalQuit::handle(int) {
    const int saved = errno; // the interrupted code may be about to read it
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(sockets[0], &byte, 1); // async-signal-safe
    errno = saved;
}

} // namespace bashni
