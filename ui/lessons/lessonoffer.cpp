#include "ui/lessons/lessonoffer.h"

#include "ui/common/icons.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

namespace bashni::ui {

LessonOffer::LessonOffer(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("lessonOffer"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette p = palette(); // a tint of the highlight, readable on light and dark desktops
    QColor tint = p.color(QPalette::Highlight);
    tint.setAlphaF(0.2);
    p.setColor(QPalette::Window, tint);
    setPalette(p);

    auto* text = new QLabel(tr("New to Bashni? Learn the rules by playing."));
    text->setWordWrap(true);
    auto* learn = new QPushButton(tr("Learn to Play"));
    learn->setObjectName(QStringLiteral("learnButton"));
    auto* close = new QToolButton;
    close->setObjectName(QStringLiteral("closeOffer"));
    close->setIcon(themedIcon(QStringLiteral("window-close"), palette()));
    if (close->icon().isNull()) close->setText(QStringLiteral("✕"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Close"));
    close->setAccessibleName(tr("Close"));
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(text, 1);
    layout->addWidget(learn);
    layout->addWidget(close);
    connect(learn, &QPushButton::clicked, this, [this] {
        hide();
        emit accepted();
    });
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
}

} // namespace bashni::ui
