// swift-tools-version: 6.1
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Thriftwood",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "thriftwood", targets: ["thriftwood"]),
        .library(name: "ThriftwoodNavigation", targets: ["ThriftwoodNavigation"]),
        .library(name: "ServerKit", targets: ["ServerKit"]),
        .library(name: "ArrKit", targets: ["ArrKit"]),
        .library(name: "RadarrAPI", targets: ["RadarrAPI"]),
        .library(name: "ArrDemoKit", targets: ["ArrDemoKit"]),
        .library(name: "RadarrDemoServer", targets: ["RadarrDemoServer"]),
        .library(name: "SonarrAPI", targets: ["SonarrAPI"]),
        .library(name: "SonarrDemoServer", targets: ["SonarrDemoServer"]),
        .library(name: "LidarrAPI", targets: ["LidarrAPI"]),
        .library(name: "LidarrDemoServer", targets: ["LidarrDemoServer"]),
        .library(name: "ProwlarrAPI", targets: ["ProwlarrAPI"]),
        .library(name: "BazarrKit", targets: ["BazarrKit"]),
        .library(name: "BazarrDemoServer", targets: ["BazarrDemoServer"]),
        .library(name: "ProwlarrDemoServer", targets: ["ProwlarrDemoServer"]),
        .library(name: "DownloadKit", targets: ["DownloadKit"]),
        .library(name: "DownloadDemoServer", targets: ["DownloadDemoServer"]),
        .library(name: "SeerrKit", targets: ["SeerrKit"]),
        .library(name: "SeerrDemoServer", targets: ["SeerrDemoServer"]),
        .library(name: "TautulliKit", targets: ["TautulliKit"]),
        .library(name: "TautulliDemoServer", targets: ["TautulliDemoServer"]),
        .library(name: "ThriftwoodCore", targets: ["ThriftwoodCore"]),
        .library(name: "ThriftwoodTerminal", targets: ["ThriftwoodTerminal"]),
        .library(name: "ThriftwoodWeb", targets: ["ThriftwoodWeb"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"6.0.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // Parsing without its CasePaths trait: that trait needs swift-syntax's macros.
        .package(url: "https://github.com/pointfreeco/swift-parsing.git", from: "0.15.2", traits: []),
        .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
    ],
    targets: [
        .target(
            name: "ThriftwoodNavigation",
            exclude: ["README.md"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ServerKit",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ArrKit",
            dependencies: [
                "ServerKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "RadarrAPI",
            dependencies: [
                "ArrKit",
                "ServerKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SonarrAPI",
            dependencies: [
                "ArrKit",
                "ServerKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "LidarrAPI",
            dependencies: [
                "ArrKit",
                "ServerKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "LidarrDemoServer",
            dependencies: [
                "ArrDemoKit",
                "ArrKit",
                "LidarrAPI",
                "ServerKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ProwlarrAPI",
            dependencies: [
                "ArrKit",
                "ServerKit",
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "BazarrKit",
            dependencies: [
                "ArrKit",
                "ServerKit",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "BazarrDemoServer",
            dependencies: [
                "ArrDemoKit",
                "ArrKit",
                "BazarrKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ProwlarrDemoServer",
            dependencies: [
                "ArrDemoKit",
                "ArrKit",
                "ServerKit",
                "ProwlarrAPI",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "DownloadKit",
            dependencies: [
                "ArrKit",
                "ServerKit",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SeerrKit",
            dependencies: [
                "ArrKit",
                "ServerKit",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TautulliKit",
            dependencies: [
                "ArrKit",
                "ServerKit",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TautulliDemoServer",
            dependencies: [
                "PictureKit",
                "ArrDemoKit",
                "ArrKit",
                "TautulliKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SeerrDemoServer",
            dependencies: [
                "PictureKit",
                "ArrDemoKit",
                "ArrKit",
                "SeerrKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "DownloadDemoServer",
            dependencies: [
                "ArrDemoKit",
                "ArrKit",
                "DownloadKit",
                "ServerKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ArrDemoKit",
            dependencies: [
                "ArrKit",
                "ServerKit",
                "PictureKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "RadarrDemoServer",
            dependencies: [
                "ArrDemoKit",
                "RadarrAPI",
                "ArrKit",
                "ServerKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SonarrDemoServer",
            dependencies: [
                "ArrDemoKit",
                "ArrKit",
                "SonarrAPI",
                "ServerKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ThriftwoodCore",
            dependencies: [
                "ThriftwoodNavigation",
                "PictureKit",
                "ServerKit",
                "ArrKit",
                "RadarrAPI",
                "SonarrAPI",
                "LidarrAPI",
                "ProwlarrAPI",
                "BazarrKit",
                "DownloadKit",
                "SeerrKit",
                "TautulliKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Parsing", package: "swift-parsing"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: swiftSettings
        ),
        // Pictures: Debian's libjpeg-turbo (decode, scale, encode) and libchafa (terminal drawing).
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]
        ),
        .systemLibrary(
            name: "CChafa", pkgConfig: "chafa",
            providers: [.apt(["libchafa-dev", "libglib2.0-dev"]), .brew(["chafa"])]
        ),
        // Pictures as pixels: JPEG through libjpeg-turbo, resizing, and the demos' drawn covers.
        .target(name: "PictureKit", dependencies: ["CTurboJPEG"], swiftSettings: swiftSettings),
        // Pictures drawn in a terminal, through libchafa.
        .target(name: "TerminalPictures", dependencies: ["PictureKit", "CChafa"], swiftSettings: swiftSettings),
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        // The signal handlers and the run loop's wait: one definition of each flag per process.
        .target(name: "CTerminalSignals"),
        .target(
            name: "ThriftwoodTerminal",
            dependencies: [
                "ThriftwoodCore", "ThriftwoodNavigation", "ServerKit", "ArrKit", "RadarrAPI", "SonarrAPI", "CNcursesw",
                "CTerminalSignals", "DownloadKit", "SeerrKit", "TautulliKit", "LidarrAPI",
                "PictureKit", "TerminalPictures",
            ],
            swiftSettings: swiftSettings,
            linkerSettings: [
                // Linux ships the wide-character library as ncursesw; macOS's ncurses is wide already.
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // The browser front end: pages rendered on the server from the core's view models.
        .target(
            name: "ThriftwoodWeb",
            dependencies: [
                "ThriftwoodCore", "ThriftwoodNavigation",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "thriftwood",
            dependencies: [
                "ThriftwoodTerminal",
                "PictureKit", "TerminalPictures",
                "ThriftwoodWeb",
                "ThriftwoodCore",
                "ThriftwoodNavigation",
                "RadarrDemoServer", "ArrDemoKit",
                "ServerKit",
                "ArrKit",
                "RadarrAPI",
                "SonarrAPI",
                "SonarrDemoServer",
                "LidarrAPI", "LidarrDemoServer", "ProwlarrAPI", "ProwlarrDemoServer", "BazarrKit", "BazarrDemoServer",
                "DownloadKit", "DownloadDemoServer", "SeerrKit", "SeerrDemoServer", "TautulliKit", "TautulliDemoServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "thriftwood-bench",
            dependencies: [
                "PictureKit", "TerminalPictures",
                "ThriftwoodCore", "ThriftwoodTerminal", "ThriftwoodNavigation", "RadarrDemoServer", "ArrDemoKit",
                "ServerKit", "ArrKit", "DownloadKit", "DownloadDemoServer",
                "RadarrAPI", "SonarrAPI", "SonarrDemoServer",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ThriftwoodNavigationTests",
            dependencies: [
                "ThriftwoodNavigation",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RadarrAPITests",
            dependencies: [
                "RadarrAPI", "ThriftwoodCore",
                "ArrKit",
                "ServerKit",
                "RadarrDemoServer", "ArrDemoKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SonarrAPITests",
            dependencies: [
                "SonarrAPI",
                "ArrKit",
                "ServerKit",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DownloadKitTests",
            dependencies: [
                "DownloadKit",
                "DownloadDemoServer",
                "ArrDemoKit",
                "ArrKit",
                "ServerKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SeerrKitTests",
            dependencies: [
                "SeerrKit",
                "SeerrDemoServer",
                "ArrDemoKit",
                "ArrKit",
                "ServerKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "BazarrKitTests",
            dependencies: [
                "BazarrKit",
                "BazarrDemoServer",
                "ArrDemoKit",
                "ServerKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PictureKitTests",
            dependencies: ["PictureKit", "TerminalPictures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TautulliKitTests",
            dependencies: [
                "TautulliKit",
                "TautulliDemoServer",
                "ArrDemoKit",
                "ArrKit",
                "ServerKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LidarrAPITests",
            dependencies: [
                "LidarrAPI",
                "LidarrDemoServer",
                "ArrDemoKit",
                "ArrKit",
                "ServerKit",
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SonarrDemoServerTests",
            dependencies: [
                "SonarrDemoServer",
                "SonarrAPI",
                "ArrDemoKit",
                "ArrKit",
                "ServerKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RadarrDemoServerTests",
            dependencies: [
                "RadarrDemoServer", "ArrDemoKit", "ServerKit",
                "RadarrAPI",
                "ArrKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ThriftwoodCoreTests",
            dependencies: [
                "PictureKit",
                "ThriftwoodCore", "RadarrDemoServer", "SonarrDemoServer", "ArrDemoKit", "RadarrAPI", "SonarrAPI",
                "ArrKit", "ServerKit", "DownloadKit", "DownloadDemoServer", "SeerrKit", "SeerrDemoServer",
                "TautulliKit", "TautulliDemoServer", "ThriftwoodNavigation", "LidarrAPI", "LidarrDemoServer",
                "ProwlarrAPI", "ProwlarrDemoServer", "BazarrKit", "BazarrDemoServer",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ThriftwoodWebTests",
            dependencies: [
                "ThriftwoodWeb", "ThriftwoodCore", "ArrKit", "RadarrAPI", "SeerrKit", "ThriftwoodNavigation",
                "RadarrDemoServer", "ArrDemoKit",
                "ServerKit", "SonarrDemoServer", "LidarrDemoServer", "SeerrDemoServer", "TautulliDemoServer",
                "DownloadDemoServer", "ProwlarrDemoServer", "BazarrDemoServer",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ThriftwoodTerminalTests",
            dependencies: [
                "ThriftwoodTerminal", "ThriftwoodCore", "ThriftwoodNavigation", "RadarrAPI", "ArrKit", "ServerKit",
                "RadarrDemoServer", "SonarrDemoServer", "ArrDemoKit", "DownloadDemoServer", "DownloadKit",
                "SeerrKit", "SeerrDemoServer", "TautulliKit", "TautulliDemoServer", "LidarrDemoServer",
                "ProwlarrDemoServer", "BazarrDemoServer",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Snapshots"],
            swiftSettings: swiftSettings
        ),
    ]
)
