import Foundation
import ThriftwoodCore

/// The actions a page's buttons send, run on the visible screen's view model by the family that
/// draws it. Each says whether it asks first (a destructive or costly one names what it acts
/// on) and who may run it; asking never changes anything, so the question is a page of its own
/// at a GET address.
@MainActor
enum WebActions {
    /// Whether `role` may run `action` on `model`.
    static func allows(_ action: String, on model: ScreenModel, role: HouseholdRole) -> Bool {
        if let offered = model.actionable?.action(action) { return offered.role.allows(isAdmin: role == .admin) }
        return role == .admin || WebPages.families.contains { $0.householdMay(action, on: model) }
    }

    /// The question `action` asks before it runs on `model`, nil when it runs at once.
    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        if let screen = model.actionable, let offered = screen.action(action) {
            let request = ScreenActionRequests.request(offered, fields: fields, on: screen)
            return screen.question(for: request).map(ScreenActionRequests.webQuestion)
        }
        for family in WebPages.families {
            if let question = await family.question(action, on: model, fields: fields) { return question }
        }
        return nil
    }

    /// Runs `action` on `model` (asked and answered already where it asks).
    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome {
        if let screen = model.actionable, let offered = screen.action(action) {
            let result = await screen.perform(ScreenActionRequests.request(offered, fields: fields, on: screen))
            return ScreenActionRequests.outcome(result)
        }
        for family in WebPages.families {
            if let outcome = await family.perform(action, on: model, fields: fields) { return outcome }
        }
        return .refused("This page has no action \"\(action)\".")
    }

    /// Takes a file uploaded on `model`'s page.
    static func upload(_ name: String, contents: Data, on model: ScreenModel) async -> ActionOutcome {
        for family in WebPages.families {
            if let outcome = await family.upload(name, contents: contents, on: model) { return outcome }
        }
        return .refused("This page takes no file.")
    }

    /// The choices a delete from a library offers.
    static let deleteChoices: [WebQuestion.Choice] = [
        .init(field: "deleteFiles", label: LibraryDeleteChoice.deleteFilesLabel),
        .init(field: "exclude", label: LibraryDeleteChoice.exclusionLabel),
    ]

    /// The field an action finds the acting Thriftwood user's name in (set from the session,
    /// whatever the form sent).
    static let visitorField = "_visitor"

    /// What a household user is told when an action is an admin's.
    nonisolated static let refusalForHousehold = "A household user cannot change this; ask an admin of this Thriftwood."
}
