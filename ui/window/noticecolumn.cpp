#include "ui/window/noticecolumn.h"

#include <QResizeEvent>
#include <QVBoxLayout>

namespace bashni::ui {

NoticeColumn::NoticeColumn(QWidget* parent) : QWidget(parent), layout_(new QVBoxLayout(this)) {
    layout_->setContentsMargins(0, 0, 0, 0);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void NoticeColumn::addNotice(QWidget* notice) {
    layout_->insertWidget(0, notice);
    notice->show();
    updateGeometry();
}

void NoticeColumn::addPermanent(QWidget* widget) {
    layout_->addWidget(widget);
}

// No wider than the narrowest it can be: a notice's one-line text must not widen the column (and
// narrow the board); it wraps instead.
QSize NoticeColumn::sizeHint() const {
    const int narrowest = layout_->minimumSize().width();
    if (!layout_->hasHeightForWidth() || width() <= 0)
        return {narrowest, layout_->sizeHint().height()};
    return {narrowest, layout_->heightForWidth(width())};
}

// A new width wraps the notices' text anew.
void NoticeColumn::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    if (e->size().width() != e->oldSize().width()) updateGeometry();
}

} // namespace bashni::ui
