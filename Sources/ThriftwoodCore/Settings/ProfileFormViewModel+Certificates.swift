import Foundation

extension ProfileFormViewModel {
    /// Trusts the CA certificate a person uploaded (PEM) for the server in the fields: it is
    /// kept in the data directory's `certificates` folder (readable by this user alone) and the
    /// server's TLS policy becomes "trust this CA file". A file that is not a PEM certificate is
    /// refused in words and nothing is kept.
    public func trustUploadedCA(named name: String, contents: Data) {
        guard let text = String(data: contents, encoding: .utf8), text.contains("-----BEGIN CERTIFICATE-----") else {
            newServerErrors = [
                "tls": "“\(name)” is not a PEM certificate (it should begin with -----BEGIN CERTIFICATE-----)."
            ]
            return
        }
        guard let folder = certificatesDirectory else {
            newServerErrors = ["tls": "This Thriftwood has no data directory to keep a certificate in."]
            return
        }
        let file = folder.appendingPathComponent(
            "\(ServerSlug.make(newServerName.isEmpty ? newServer.kind.displayName : newServerName))-"
                + "\(UUID().uuidString.prefix(8).lowercased()).pem")
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try contents.write(to: file, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        } catch {
            newServerErrors = [
                "tls": "The certificate could not be kept in \(folder.path): \(error.localizedDescription)"
            ]
            return
        }
        newServer.trustCA(at: file.path)
        newServerErrors = [:]
        message = "The server in the fields now trusts \(name); test it, then add or save it."
    }
}
