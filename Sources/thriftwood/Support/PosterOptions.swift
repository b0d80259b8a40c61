import ArgumentParser
import ArrKit
import Foundation
import PictureKit
import TerminalPictures
import ThriftwoodCore

/// `--poster` and `--poster-file PATH` on the `show` commands of the *arrs.
struct PosterOptions: ParsableArguments {
    @Flag(help: "Print the poster too, in the terminal's best mode (kitty, sixel, iTerm2 or coloured symbols).")
    var poster = false
    @Option(help: ArgumentHelp("Save the poster, as the server keeps it (JPEG), to this file.", valueName: "path"))
    var posterFile: String?
    @Option(
        help: ArgumentHelp(
            "How to print the poster: auto, kitty, sixel, iterm2 or symbols (auto: told from the terminal).",
            valueName: "mode"))
    var pictureMode = "auto"

    /// These options without the drawing (beside `--json`, whose output must stay JSON).
    var savingOnly: PosterOptions {
        var options = self
        options.poster = false
        return options
    }

    /// Whether a poster was asked for at all.
    var wanted: Bool { poster || posterFile != nil }

    func validate() throws {
        guard pictureMode == "auto" || TerminalPictureMode(choice: pictureMode) != nil else {
            throw ValidationError("--picture-mode: choose auto, kitty, sixel, iterm2 or symbols.")
        }
    }

    /// Fetches the poster at `path` with `client` and prints or saves it as asked; a missing
    /// poster is said on stderr and is not a failure of the command.
    func show(_ path: String, from client: any ArrServiceClient) async throws {
        guard wanted else { return }
        let bytes: [UInt8]
        do {
            guard case .picture(let received, _, _) = try await client.mediaCover(path) else { return }
            bytes = received
        } catch {
            if case .notFound = error.problem { return printError("There is no poster for it on the server.") }
            throw error
        }
        if let posterFile {
            do {
                try Data(bytes).write(to: URL(fileURLWithPath: posterFile), options: .atomic)
            } catch {
                throw ValidationError("The poster could not be saved to \(posterFile): \(error.localizedDescription)")
            }
            printError("Poster saved to \(posterFile) (\(Format.bytes(Int64(bytes.count)))).")
        }
        guard poster else { return }
        let mode =
            TerminalPictureMode(choice: pictureMode)
            ?? TerminalPictureMode.detect(environment: ProcessInfo.processInfo.environment)
        guard mode != .off else {
            return printError("This terminal draws no pictures; --picture-mode symbols prints one anyway.")
        }
        let image: PixelImage
        do {
            image = try JPEGCodec.decode(bytes, fitting: (320, 480))
        } catch {
            return printError("The poster cannot be drawn: \(error.description).")
        }
        let size = ChafaDrawing.fittedSize(of: image, columns: min(40, max(10, terminalWidth() / 2)), rows: 30)
        writePictureOutput(ChafaDrawing.output(of: image, columns: size.columns, rows: size.rows, mode: mode) + "\n")
    }
}
