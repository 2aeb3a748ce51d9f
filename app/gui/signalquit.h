// SIGTERM and SIGINT close the application the normal way (the window saves the game) instead
// of killing it: the signal handler only writes a byte to a socket that the event loop watches.
#pragma once

#include <QObject>

class QSocketNotifier;

namespace bashni {

class SignalQuit : public QObject {
    Q_OBJECT
  public:
    SignalQuit();
    ~SignalQuit() override;

  private:
    static void handle(int signal);
    QSocketNotifier* notifier_ = nullptr;
};

} // namespace bashni
