extension ReleaseOffer {
    /// The question before grabbing this release, naming it, its size and quality and where it
    /// comes from; a rejected release says why the server rejected it and asks to grab it anyway.
    ///
    /// - Parameter server: the server's name ("Radarr 4K").
    public func grabQuestion(by server: String) -> String {
        let source = indexer.map { " from \($0)" } ?? ""
        let facts = "\(Format.sizeOnDisk(size)), \(quality)\(source)"
        if let refusal = grabRefusal(by: server) {
            return "\(refusal)\nGrab \(title) (\(facts)) anyway?"
        }
        return "Grab \(title) (\(facts))? \(server) sends it to its download client."
    }
}
