#include <QTest>
class TestProperties : public QObject { Q_OBJECT };
QTEST_APPLESS_MAIN(TestProperties)
#include "tst_properties.moc"
