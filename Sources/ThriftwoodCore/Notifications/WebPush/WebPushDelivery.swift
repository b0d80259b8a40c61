import ArrKit
import Foundation
import Logging

/// Tells every subscribed device of an event: the event as the service worker shows it (title,
/// sentence, the page a tap opens, a tag that folds repeats of one thing), sent to each device at
/// once, never one waiting on another; how each went is noted on its row, and a gone one dropped.
public struct WebPushDelivery: Sendable {
    let sender: WebPushSender
    let devices: PushSubscriptions
    let logger: Logger
    /// `serve`'s address, for the page a tap opens.
    let pageBase: String?

    /// Deliveries through `sender` to the devices in `devices`.
    public init(sender: WebPushSender, devices: PushSubscriptions, logger: Logger, pageBase: String? = nil) {
        self.sender = sender
        self.devices = devices
        self.logger = logger
        self.pageBase = pageBase
    }

    /// The push for `event`: JSON the service worker reads, kept a day (an urgent one four), its
    /// urgency the event's, its topic the thing it concerns, so a newer word replaces an older one.
    public func message(for event: StackEvent) -> WebPushMessage {
        let shown = TargetMessage(event, pageBase: pageBase)
        var fields: [String: String] = [
            "title": shown.title, "body": shown.message, "tag": shown.tags.joined(separator: "."),
        ]
        if let click = shown.click { fields["url"] = click }
        let payload = JSONValue.object(fields.mapValues(JSONValue.string)).prettyPrinted()
        let urgency: WebPushMessage.Urgency =
            switch shown.urgency {
            case .low: .low
            case .normal: .normal
            case .high: .high
            }
        let topic = event.link ?? (event.server.name + " " + event.rawType)
        return WebPushMessage(
            payload: payload, timeToLive: shown.urgency == .high ? 4 * 86_400 : 86_400, urgency: urgency, topic: topic)
    }

    /// Sends `event` to every subscribed device (of `userName` when given) and returns when all are
    /// done; the outcome of each, by endpoint.
    @discardableResult
    public func deliver(_ event: StackEvent, to userName: String? = nil) async -> [String: WebPushSender.Outcome] {
        let listed: [PushSubscriptions.Device]
        do {
            listed = try await devices.devices(of: userName)
        } catch {
            logger.error("could not read the devices subscribed to pushes: \(error.description)")
            return [:]
        }
        let message = message(for: event)
        return await withTaskGroup(of: (String, WebPushSender.Outcome).self) { group in
            for device in listed {
                group.addTask { (device.subscription.endpoint, await sender.send(message, to: device.subscription)) }
            }
            var outcomes: [String: WebPushSender.Outcome] = [:]
            for await (endpoint, outcome) in group {
                outcomes[endpoint] = outcome
                await note(outcome, endpoint: endpoint)
            }
            return outcomes
        }
    }

    private func note(_ outcome: WebPushSender.Outcome, endpoint: String) async {
        if case .failed(let reason) = outcome { logger.warning("could not push to a device: \(reason)") }
        if outcome == .gone { logger.info("a device's push subscription is gone; it is forgotten") }
        do {
            try await devices.record(outcome, endpoint: endpoint)
        } catch {
            logger.error("could not note how a push went: \(error.description)")
        }
    }
}
