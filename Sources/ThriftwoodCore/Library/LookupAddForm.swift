/// One option of an add form that a key changes, as every front end offers it: its default key,
/// what the key hint calls it, the option's name and what changing it does.
public struct AddOption: Sendable {
    /// The key that changes it ("p").
    public let key: Character
    /// What the key hint calls it ("profile").
    public let hint: String
    /// Its name.
    public let name: String
    /// Changes it: its next choice, or a toggle flipped.
    public let change: @MainActor @Sendable () -> Void

    /// An option named `name`, changed by `key` (hinted as `hint`) through `change`.
    public init(_ key: Character, _ hint: String, name: String, change: @escaping @MainActor @Sendable () -> Void) {
        self.key = key
        self.hint = hint
        self.name = name
        self.change = change
    }
}

/// An add form that looks a term up and adds a result with the options chosen (a film, a
/// series, an artist), as every front end drives it: one terminal screen serves all three.
@MainActor
public protocol LookupAddForm: AnyObject {
    /// The term looked up.
    var term: String { get set }
    /// Where the lookup stands.
    var resultsState: LoadState { get }
    /// The results, one line each, in the lookup's order.
    var resultLines: [LookupLine] { get }
    /// Looks the term up.
    func search() async
    /// Adds the result in row `index`.
    func add(at index: Int) async
    /// Whether an add runs.
    var isAdding: Bool { get }
    /// Why the last add failed.
    var addError: ErrorNotice? { get }
    /// Why the server's choices (profiles, folders) could not be read.
    var choicesError: ErrorNotice? { get }
    /// The options chosen, in one line ("Quality: HD-1080p · Folder: /movies · …").
    var optionsLine: String { get }
    /// What can be typed to look up ("a title, tmdb:ID or imdb:ttID").
    var lookupPrompt: String { get }
    /// What an empty lookup says ("No films found.").
    var nothingFound: String { get }
    /// The options a key changes, in the key hints' order.
    var addOptions: [AddOption] { get }

    /// The page's heading: "Add a movie".
    var addHeading: String { get }
    /// An example of what to look up, for an empty search field: "A title, or tmdb:603".
    var lookupExample: String { get }
    /// The name of the key a result is added by, for a form: "tmdb", "tvdb", "mbid".
    var offerField: String { get }
    /// The results a page offers to add (a result without a key cannot be added), in order.
    var offers: [LookupOffer] { get }
    /// The screen of the library's item `id` on the server with slug `server`.
    func libraryRoute(of id: Int, on server: String?) -> AppRoute
    /// The question before adding the result with key `key`, naming it; nil for a key the
    /// lookup does not hold.
    func addQuestion(for key: String) -> String?
    /// The question's fields with what is chosen now, switches first.
    var questionFields: [AddQuestionField] { get }
    /// Adds the result with key `key` with the options as chosen.
    func add(offer key: String) async
    /// What a form's answer for a result no longer in the lookup says.
    var offerGone: String { get }
}

extension LookupAddForm {
    /// Changes the option named `name`: its next choice, or a toggle flipped; nothing for a
    /// name the form does not have.
    public func change(option name: String) {
        addOptions.first { $0.name == name }?.change()
    }
}

extension LookupAddForm {
    /// Takes a form's answers to ``questionFields`` (by field name) and adds the result with key
    /// `key`; false, adding nothing, when the lookup no longer holds it.
    public func add(offer key: String, answers: [String: String]) async -> Bool {
        guard offers.contains(where: { $0.id == key }) else { return false }
        for field in questionFields { field.take(answers[field.field]) }
        await add(offer: key)
        return true
    }
}
