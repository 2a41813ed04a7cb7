// MIT License
// Copyright (c) 2021-2026 LinearMouse

import Foundation

class ReverseScrollingTransformer: EventTransformer {
    private let vertically: Bool
    private let horizontally: Bool

    init(vertically: Bool = false, horizontally: Bool = false) {
        self.vertically = vertically
        self.horizontally = horizontally
    }

    func transform(_ event: CGEvent, in _: EventTransformerContext) -> CGEvent? {
        guard event.type == .scrollWheel else {
            return event
        }

        if event.isLinearMouseSyntheticEvent {
            return event
        }

        let view = ScrollWheelEventView(event)
        view.negate(vertically: vertically, horizontally: horizontally)
        return event
    }
}
