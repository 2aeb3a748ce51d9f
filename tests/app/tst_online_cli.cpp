// bashni-cli online (app/cli/online.cpp) against the real bashni-server, both on 127.0.0.1 only
// (plain TCP, a database of the test's own): --register creates an account that then seeks in the
// lobby and logs in again without it, and --register again with the same password logs in; every
// refusal of a login or a registration (docs/PROTOCOL.md 11), a server that cannot be reached and
// one that never answers end it within seconds with one line on standard error and the exit
// status 1; the account logging in elsewhere stops it. docs/manual/cli.md "Play on a Bashni
// server" describes what is checked here.
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

constexpr int Wait = 10'000;

// A client speaking the server protocol line by line, to set up accounts and watch the lobby.
class Script {
  public:
    explicit Script(quint16 port) {
        socket_.connectToHost("127.0.0.1", port);
        socket_.waitForConnected(Wait);
        send("BASHNI-SERVER 1 tst_online_cli");
    }
    void send(const QByteArray& line) {
        socket_.write(line + "\n");
        socket_.flush();
    }
    // The next line starting with `prefix`; empty after `ms` or when the connection closed.
    QByteArray waitFor(const QByteArray& prefix, int ms = Wait) {
        QElapsedTimer t;
        t.start();
        for (;;) {
            while (socket_.canReadLine()) {
                const QByteArray line = socket_.readLine().chopped(1);
                if (line.startsWith(prefix)) return line;
            }
            if (t.elapsed() > ms || socket_.state() != QAbstractSocket::ConnectedState) return {};
            socket_.waitForReadyRead(50);
        }
    }

  private:
    QTcpSocket socket_;
};

// How a run of bashni-cli ended: in time or not, its exit status, its output.
struct Ended {
    bool inTime = false;
    int code = -1;
    QByteArray out;
    QList<QByteArray> errors; // the lines of standard error
};

Ended ended(QProcess& p, int withinMs) {
    Ended e;
    e.inTime = p.waitForFinished(withinMs) || p.state() == QProcess::NotRunning;
    if (!e.inTime) {
        p.kill();
        p.waitForFinished(Wait);
    }
    e.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    e.out = p.readAllStandardOutput();
    e.errors = p.readAllStandardError().split('\n');
    if (e.errors.last().isEmpty()) e.errors.removeLast();
    return e;
}

// Reads the process's standard output until it holds `text`; all of it so far.
QByteArray outputUntil(QProcess& p, const QByteArray& text, QByteArray& seen) {
    QElapsedTimer t;
    t.start();
    for (;;) {
        seen += p.readAllStandardOutput();
        if (seen.contains(text) || t.elapsed() > Wait || p.state() == QProcess::NotRunning)
            return seen;
        p.waitForReadyRead(100);
    }
}

} // namespace

class TestOnlineCli : public QObject {
    Q_OBJECT
  private slots:
    void init();
    void cleanup();
    void registersThenLogsIn();
    void refusalsEndAtOnce_data();
    void refusalsEndAtOnce();
    void slowedDownLoginEnds();
    void unreachableServersEndAtOnce_data();
    void unreachableServersEndAtOnce();
    void aLoginElsewhereStopsIt();
    void tlsToAPlainServerSaysSo();
    void refusesBadOptions_data();
    void refusesBadOptions();

  private:
    QString address() const { return "127.0.0.1:" + QString::number(port_); }
    QString passwordFile(const QByteArray& password);
    void registerAnna();
    // `bashni-cli online ADDRESS --no-tls ARGS`, started.
    void start(QProcess& p, const QStringList& args, const QString& at = {});
    Ended run(const QStringList& args, int withinMs = Wait, const QString& at = {});

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<QProcess> server_;
    quint16 port_ = 0;
};

void TestOnlineCli::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    server_ = std::make_unique<QProcess>();
    server_->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server_->start(BASHNI_SERVER_PATH,
                   {"--port", "0", "--db", dir_->filePath("server.db"), "--no-tls"});
    QVERIFY(server_->waitForReadyRead(Wait));
    const QByteArray first = server_->readLine().trimmed();
    QVERIFY2(first.startsWith("listening "), first.constData());
    port_ = quint16(first.mid(10).toUInt());
}

void TestOnlineCli::cleanup() {
    server_->kill();
    server_->waitForFinished(Wait);
    server_.reset();
}

QString TestOnlineCli::passwordFile(const QByteArray& password) {
    const QString path = dir_->filePath("password-" + QString::number(qHash(password)));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(password + "\n");
    return path;
}

void TestOnlineCli::registerAnna() {
    Script setup(port_);
    setup.send("REGISTER Anna anna-password");
    QCOMPARE(setup.waitFor("WELCOME"), QByteArray("WELCOME Anna"));
    setup.send("BYE");
}

void TestOnlineCli::start(QProcess& p, const QStringList& args, const QString& at) {
    p.start(BASHNI_CLI_PATH,
            QStringList{"online", at.isEmpty() ? address() : at, "--no-tls"} + args);
    QVERIFY(p.waitForStarted(Wait));
}

Ended TestOnlineCli::run(const QStringList& args, int withinMs, const QString& at) {
    QProcess p;
    start(p, args, at);
    return ended(p, withinMs);
}

// --register: "registered", then as without it (its seek is in the lobby). The account is there
// afterwards: a login without --register, and --register again with the same password, get in.
void TestOnlineCli::registersThenLogsIn() {
    Script lobby(port_);
    lobby.send("GUEST");
    QVERIFY(!lobby.waitFor("WELCOME").isEmpty());
    lobby.send("LOBBY");
    const QString password = passwordFile("robot password");
    QProcess robot;
    start(robot, {"--register", "--user", "Robot", "--password-file", password, "--player",
                  "random", "--seek", "standard/60+0/casual"});
    const QByteArray seek = lobby.waitFor("SEEK-ON ");
    QVERIFY2(seek.contains(" Robot ") && seek.endsWith(" standard 60+0 casual random"),
             seek.constData());
    QByteArray seen;
    QCOMPARE(outputUntil(robot, "welcome Robot\n", seen),
             QByteArray("registered Robot\nwelcome Robot\n"));
    robot.kill();
    robot.waitForFinished(Wait);

    for (const bool again : {false, true}) {
        const QStringList registering = again ? QStringList{"--register"} : QStringList{};
        const Ended e =
            run(registering + QStringList{"--user", "Robot", "--password-file", password,
                                          "--download", dir_->filePath("robot.pdn")});
        QVERIFY(e.inTime);
        QCOMPARE(e.errors, QList<QByteArray>{});
        QCOMPARE(e.out, QByteArray("welcome Robot\ndownloaded 0\n"));
        QCOMPARE(e.code, 0);
    }
}

// Each ends at once: exit status 1, nothing on standard output, one line on standard error.
// (Anna is registered with "anna-password" first; %1 is the server's address.)
void TestOnlineCli::refusalsEndAtOnce_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("password");
    QTest::addColumn<QString>("line");
    QTest::newRow("wrong password")
        << QStringList{"--user", "Anna"} << QByteArray("not her password")
        << R"(bashni-cli: cannot log in to "%1" as "Anna": wrong name or password)";
    QTest::newRow("no such account")
        << QStringList{"--user", "Nobody"} << QByteArray("anna-password")
        << R"(bashni-cli: cannot log in to "%1" as "Nobody": wrong name or password)";
    QTest::newRow("name taken") << QStringList{"--register", "--user", "Anna"}
                                << QByteArray("not her password")
                                << R"(bashni-cli: cannot register "Anna" on "%1": the name is )"
                                   R"(taken (by an account with another password))";
    QTest::newRow("name taken in other case")
        << QStringList{"--register", "--user", "ANNA"} << QByteArray("not her password")
        << R"(bashni-cli: cannot register "ANNA" on "%1": the name is taken (by an account )"
           R"(with another password))";
    QTest::newRow("guest's name")
        << QStringList{"--register", "--user", "GuestBot"} << QByteArray("a good password")
        << R"(bashni-cli: cannot register "GuestBot" on "%1": bad name (a name is 2 to 20 )"
           R"(letters, digits, _ or -, starting with a letter, and does not start with "guest"))";
}

void TestOnlineCli::refusalsEndAtOnce() {
    QFETCH(QStringList, args);
    QFETCH(QByteArray, password);
    QFETCH(QString, line);
    registerAnna();
    const Ended e = run(args + QStringList{"--password-file", passwordFile(password), "--player",
                                           "random", "--seek", "standard/60+0/casual"});
    QVERIFY(e.inTime);
    QCOMPARE(e.errors, QList<QByteArray>{line.arg(address()).toUtf8()});
    QCOMPARE(e.out, QByteArray());
    QCOMPARE(e.code, 1);
}

// After wrong passwords the server makes the next login wait (docs/PROTOCOL.md 11), even with
// the right password: the first login says so and ends, rather than wait and try again.
void TestOnlineCli::slowedDownLoginEnds() {
    registerAnna();
    Script guesser(port_);
    for (int wrong = 0; wrong < 6;) { // the sixth makes the next wait 4 s
        guesser.send("LOGIN Anna not her password");
        const QByteArray answer = guesser.waitFor("ERROR ");
        if (answer == "ERROR wrong name or password")
            ++wrong;
        else
            QTest::qWait(1000); // "ERROR wait 1 s", "ERROR wait 2 s"
    }
    const Ended e = run(
        {"--user", "Anna", "--password-file", passwordFile("anna-password"), "--player", "random"});
    QVERIFY(e.inTime);
    QCOMPARE(e.errors.size(), 1);
    const QRegularExpression line(R"(^bashni-cli: cannot log in to "127\.0\.0\.1:\d+" as "Anna": )"
                                  R"(wait [1-4] s \(after wrong passwords from this address or )"
                                  R"(for this name\)$)");
    QVERIFY2(line.match(QString::fromUtf8(e.errors[0])).hasMatch(), e.errors[0].constData());
    QCOMPARE(e.code, 1);
}

// A port where nothing listens ends it at once; a host that takes the connection and says
// nothing, within the protocol's 10 s to greet (and long before the system's own timeouts).
void TestOnlineCli::unreachableServersEndAtOnce_data() {
    QTest::addColumn<bool>("listening");
    QTest::addColumn<int>("withinMs");
    QTest::addColumn<QString>("line");
    QTest::newRow("nothing listens")
        << false << Wait << R"(^bashni-cli: cannot connect to "%1": .*refused)";
    QTest::newRow("never answers") << true << 15'000
                                   << R"(^bashni-cli: cannot connect to "%1": no greeting within )"
                                      R"(10 s \(is it a Bashni server\?\)$)";
}

void TestOnlineCli::unreachableServersEndAtOnce() {
    QFETCH(bool, listening);
    QFETCH(int, withinMs);
    QFETCH(QString, line);
    QTcpServer silent; // the system completes its connections; nobody ever writes
    QVERIFY(silent.listen(QHostAddress::LocalHost));
    const QString at = "127.0.0.1:" + QString::number(silent.serverPort());
    if (!listening) silent.close();
    QElapsedTimer took;
    took.start();
    const Ended e = run({"--guest", "--player", "random"}, withinMs, at);
    QVERIFY2(e.inTime, qPrintable(QString::number(took.elapsed()) + " ms"));
    QCOMPARE(e.errors.size(), 1);
    const QRegularExpression expected(line.arg(QRegularExpression::escape(at)),
                                      QRegularExpression::CaseInsensitiveOption);
    QVERIFY2(expected.match(QString::fromUtf8(e.errors[0])).hasMatch(), e.errors[0].constData());
    QCOMPARE(e.out, QByteArray());
    QCOMPARE(e.code, 1);
}

// TLS to a server that speaks none: one line that says --no-tls is what it needs.
void TestOnlineCli::tlsToAPlainServerSaysSo() {
    QProcess p;
    p.start(BASHNI_CLI_PATH, {"online", address(), "--guest", "--player", "random"});
    QVERIFY(p.waitForStarted(Wait));
    const Ended e = ended(p, Wait);
    QVERIFY(e.inTime);
    QCOMPARE(e.code, 1);
    QCOMPARE(e.errors.size(), 1);
    QVERIFY2(e.errors[0].startsWith("bashni-cli: cannot connect to") &&
                 e.errors[0].endsWith("(a server without TLS needs --no-tls)"),
             e.errors[0].constData());
}

// The same account logged in by another program: the newer one plays, the older one ends rather
// than log in again and take the account back.
void TestOnlineCli::aLoginElsewhereStopsIt() {
    registerAnna();
    const QString password = passwordFile("anna-password");
    QProcess first;
    start(first, {"--user", "Anna", "--password-file", password, "--player", "random", "--seek",
                  "standard/60+0/casual"});
    QByteArray seen;
    QCOMPARE(outputUntil(first, "\n", seen), QByteArray("welcome Anna\n"));
    const Ended second =
        run({"--user", "Anna", "--password-file", password, "--download", dir_->filePath("a.pdn")});
    QCOMPARE(second.out, QByteArray("welcome Anna\ndownloaded 0\n"));
    QCOMPARE(second.code, 0);
    const Ended e = ended(first, Wait);
    QVERIFY(e.inTime);
    QCOMPARE(e.errors, QList<QByteArray>{"bashni-cli: logged in elsewhere as Anna on \"" +
                                         address().toUtf8() + "\""});
    QCOMPARE(e.code, 1);
}

// Refused before any connection: exit status 2 for a usage error, 1 for a password file whose
// first line cannot be a password.
void TestOnlineCli::refusesBadOptions_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("line");
    QTest::newRow("register a guest")
        << QStringList{"--guest", "--register", "--player", "random"} << 2
        << "bashni-cli: --register needs --user NAME and --password-file FILE (see bashni-cli "
           "--help)";
    QTest::newRow("a name with a space")
        << QStringList{"--user", "Anna Bell", "--password-file", "PASSWORD", "--player", "random"}
        << 2
        << R"(bashni-cli: --user takes 2 to 20 letters, digits, _ or -, starting with a letter, )"
           R"(not "Anna Bell" (see bashni-cli --help))";
    QTest::newRow("a rated game without a clock")
        << QStringList{"--user",   "Anna",   "--password-file", "PASSWORD",
                       "--player", "random", "--seek",          "standard/-/rated"}
        << 2 << "bashni-cli: --seek: a rated game needs a clock (see bashni-cli --help)";
    QTest::newRow("a rated game for a guest")
        << QStringList{"--guest", "--player", "random", "--seek", "standard/60+1/rated"} << 2
        << "bashni-cli: --seek: guests play casual games (see bashni-cli --help)";
    QTest::newRow("a short password")
        << QStringList{"--user", "Anna", "--password-file", "SHORT", "--player", "random"} << 1
        << "bashni-cli: SHORT: the first line is not a password of 8 to 128 printable characters";
}

void TestOnlineCli::refusesBadOptions() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, line);
    const QString good = passwordFile("anna-password"), shortOne = passwordFile("short");
    args.replaceInStrings("PASSWORD", good).replaceInStrings("SHORT", shortOne);
    const Ended e = run(args, Wait, "127.0.0.1:1"); // never reached
    QVERIFY(e.inTime);
    QCOMPARE(e.errors, QList<QByteArray>{line.replace("SHORT", shortOne).toUtf8()});
    QCOMPARE(e.out, QByteArray());
    QCOMPARE(e.code, code);
}

QTEST_GUILESS_MAIN(TestOnlineCli)
#include "tst_online_cli.moc"
