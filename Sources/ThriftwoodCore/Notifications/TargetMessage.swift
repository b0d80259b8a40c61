import Foundation

/// An event as a target shows it: a title, the message, a priority and where a tap leads.
/// Each target kind maps these to its own fields.
public struct TargetMessage: Hashable, Sendable {
    /// "Sonarr · Downloaded".
    public var title: String
    /// The event's sentence.
    public var message: String
    /// How urgent it is.
    public var urgency: EventUrgency
    /// Where a tap leads: the browser's page when `serve`'s address is known, else the
    /// `thriftwood://` link; nil for none.
    public var click: String?
    /// The event's type and kind, as tags (`downloaded`, `sonarr`).
    public var tags: [String]
    /// The event itself, for targets that send it whole (the JSON webhook).
    public var event: StackEvent

    /// The message for `event`; `pageBase` is `serve`'s address, when known, for the click.
    public init(_ event: StackEvent, pageBase: String? = nil) {
        self.event = event
        title = event.server.name + " · " + (event.type == .other ? event.rawType : event.type.label)
        message = event.sentence
        urgency = event.type.urgency
        tags = [event.type.rawValue, event.server.kind]
        click = event.link.map { link in
            guard let pageBase, link.hasPrefix("thriftwood://") else { return link }
            let base = pageBase.hasSuffix("/") ? String(pageBase.dropLast()) : pageBase
            return base + "/" + link.dropFirst("thriftwood://".count)
        }
    }
}
