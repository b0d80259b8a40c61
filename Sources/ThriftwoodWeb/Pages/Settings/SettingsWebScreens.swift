import Foundation
import ThriftwoodCore

/// Settings and Services in the browser: the menu, Services, profiles and a profile's form,
/// appearance, notices, about and the log.
@MainActor
enum SettingsWebScreens: WebScreenFamily {
    static func body(for model: ScreenModel, context: PageContext) -> HTML? {
        switch model {
        case .app(.services(let services)): return ServicesPage.body(services, context: context)
        case .settings(let screen):
            switch screen {
            case .main(let menu): return SettingsMenuPage.body(menu, context: context)
            case .profiles(let profiles): return ProfilesPage.body(profiles, context: context)
            case .profileForm(let form): return ProfileFormPage.body(form, context: context)
            case .appearance(let appearance): return PreferencesPage.appearance(appearance, context: context)
            case .notifications(let notices): return PreferencesPage.notifications(notices, context: context)
            case .about(let about): return AboutPage.body(about, context: context)
            case .logs(let logs): return LogsPage.body(logs, context: context)
            }
        default: return nil
        }
    }

    static func householdMay(_ action: String, on model: ScreenModel) -> Bool {
        switch (model, action) {
        case (.settings(.logs), "filter"): true
        default: false
        }
    }

    static func upload(_ name: String, contents: Data, on model: ScreenModel) async -> ActionOutcome? {
        guard case .settings(.profileForm(let form)) = model else { return nil }
        form.trustUploadedCA(named: name, contents: contents)
        return form.newServerErrors["tls"].map { .refused($0) } ?? .done(nil)
    }

    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        switch (model, action) {
        case (.settings(.profiles(let profiles)), "delete"):
            return fields["id"].flatMap(profiles.deleteQuestion(id:)).map {
                WebQuestion($0, confirm: "Delete the profile", destructive: true)
            }
        case (.settings(.profileForm(let form)), "remove"):
            return fields["slug"].flatMap(form.server(slug:)).map {
                WebQuestion(form.removalQuestion(for: $0), confirm: "Remove", destructive: true)
            }
        default: return nil
        }
    }

    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome? {
        if case .app(.services(let services)) = model, action == "diagnose" {
            guard let row = services.rows.first(where: { $0.id == fields["id"] }) else {
                return .refused("That server is no longer in the profile.")
            }
            await services.diagnose(row)
            return .done(nil)
        }
        guard case .settings(let screen) = model else { return nil }
        switch screen {
        case .profiles(let profiles):
            let id = fields["id"] ?? ""
            let name = profiles.name(of: id) ?? id
            switch action {
            case "use":
                await profiles.use(id)
                return .after(profiles.actionError, message: "Using the profile “\(name)”")
            case "delete":
                await profiles.delete(id: id)
                return .after(profiles.actionError, message: "Deleted the profile “\(name)”")
            default: return nil
            }
        case .profileForm(let form): return await perform(action, on: form, fields: fields)
        case .appearance(let appearance):
            switch action {
            case "theme": await appearance.cycleTheme()
            case "clock": await appearance.toggle24HourTime()
            case "confirmations": await appearance.toggleConfirmations()
            case "pictures": await appearance.togglePictures()
            case "picture-cache": await appearance.cyclePictureCache()
            default: return nil
            }
            return .after(appearance.saveError, message: nil)
        case .notifications(let notices):
            switch action {
            case "downloads": await notices.toggleDownloadCompleted()
            case "health": await notices.toggleHealthWarnings()
            case "desktop": await notices.toggleDesktop()
            default: return nil
            }
            return .after(notices.saveError, message: nil)
        case .logs(let logs):
            switch action {
            case "filter": await logs.filter(level: fields["level"], text: fields["text"] ?? "")
            case "export": await logs.export()
            default: return nil
            }
            return .after(logs.actionError, message: nil)
        default: return nil
        }
    }

    private static func perform(
        _ action: String, on form: ProfileFormViewModel, fields: [String: String]
    ) async
        -> ActionOutcome?
    {
        let server = fields["slug"].flatMap(form.server(slug:))
        switch action {
        case "save":
            if let name = fields["name"] { form.name = name }
            if form.isNew { ProfileFormPage.takeServerFields(fields, into: form) }
            await form.save()
            if !form.fieldErrors.isEmpty { return .refused(form.fieldErrors.values.sorted().joined(separator: " ")) }
            return .after(form.saveError, message: "Saved")
        case "testServer":
            ProfileFormPage.takeServerFields(fields, into: form)
            await form.testNewServer()
            return .done(nil)
        case "addServer":
            ProfileFormPage.takeServerFields(fields, into: form)
            await form.addServer()
            return form.newServerErrors.isEmpty ? .done(form.message) : .done(nil)
        case "stopEditing": form.stopEditing()
        case "test": if let server { await form.test(server) }
        case "edit": if let server { form.beginEditing(server) }
        case "up": if let server { await form.move(server, by: -1) }
        case "down": if let server { await form.move(server, by: 1) }
        case "remove":
            guard let server else { return .refused("That server is no longer in the profile.") }
            form.requestRemoval(of: server)
            await form.confirmRemoval()
            return .after(form.saveError, message: form.message)
        default: return nil
        }
        return .after(form.saveError, message: nil)
    }
}
