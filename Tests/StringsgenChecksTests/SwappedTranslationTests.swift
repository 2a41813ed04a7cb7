import Testing
import StringsgenFormats
import StringsgenModel
@testable import StringsgenChecks

/// Issue 30: two keys whose translations were exchanged, found once per pair with the
/// languages affected; beside them, keys whose translations merely differ in style.
@Suite struct SwappedTranslationTests {
    let check = SwappedTranslation()

    /// Keys translated as they should be, so that each language has a typical length ratio.
    static let ordinary: [Entry] = [
        ("Open", ["de": "Öffnen", "fr": "Ouvrir", "es": "Abrir", "it": "Apri"]),
        ("Save the document before closing it.", ["de": "Speichere das Dokument, bevor du es schließt.", "fr": "Enregistrez le document avant de le fermer.", "es": "Guarda el documento antes de cerrarlo.", "it": "Salva il documento prima di chiuderlo."]),
        ("Delete", ["de": "Löschen", "fr": "Supprimer", "es": "Eliminar", "it": "Elimina"]),
        ("Quit", ["de": "Beenden", "fr": "Quitter", "es": "Salir", "it": "Esci"]),
    ].enumerated().map { i, pair in
        let values = [("en", pair.0)] + pair.1.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return Entry(
            key: pair.0, location: at(100 + i * 10),
            localizations: values.map { Localization(locale: $0.0, location: at(100 + i * 10), content: text($0.1)) })
    }

    func table(_ entries: [Entry]) -> StringTable {
        StringTable(name: "Test", file: testFile, format: .xcstrings, sourceLanguage: "en", entries: entries)
    }

    /// LinearMouse's case, in four languages: a short label holding the long hint and the
    /// hint holding the label.
    static let swapped: [Entry] = [
        entry("Use Hold, Then Press", line: 10, [
            "en": text("Use Hold, Then Press"),
            "de": text("Drücken, halten, Tasten kombinieren, ziehen oder scrollen; der erkannte Auslöser wird live aktualisiert.", line: 11),
            "es": text("Pulsa, mantén, combina botones, arrastra o desplázate; el activador reconocido se actualiza en directo."),
            "fr": text("Appuyez, maintenez, combinez des boutons, faites glisser ou défiler ; le déclencheur reconnu se met à jour en direct."),
            "it": text("Premi, tieni premuto, combina pulsanti, trascina o scorri; l'attivatore riconosciuto si aggiorna in tempo reale."),
        ]),
        entry("Press, hold, combine buttons, drag, or scroll; the recognized trigger updates live.", line: 20, [
            "en": text("Press, hold, combine buttons, drag, or scroll; the recognized trigger updates live."),
            "de": text("Halten, dann drücken verwenden", line: 21),
            "es": text("Usar Mantener y pulsar"),
            "fr": text("Utiliser Maintenir puis appuyer"),
            "it": text("Usa Tieni premuto, poi premi"),
        ]),
    ]

    @Test func namesBothKeysAndTheLanguages() {
        let f = findings(check, table(Self.swapped + Self.ordinary))
        #expect(f.map { $0.message } == [
            "the translations of ‘Use Hold, Then Press’ and ‘Press, hold, combine buttons, drag, or scroll; the recognized trigger updates live.’ (line 21) look swapped in 4 of the 4 languages that translate both (de, es, fr, it): each fits the other key's source; move each translation to the other key",
        ])
        #expect(f.first?.location == at(11))
        #expect(f.first?.key == "Use Hold, Then Press")
    }

    /// The same keys translated right: no finding. And a translator's style in one or two
    /// languages (a period dropped from one key, added to a label) is no swap.
    @Test func styleIsNoSwap() {
        let right: [Entry] = [
            entry("Use Hold, Then Press", [
                "en": text("Use Hold, Then Press"), "de": text("Halten, dann drücken verwenden"), "es": text("Usar Mantener y pulsar"),
                "fr": text("Utiliser Maintenir puis appuyer"), "it": text("Usa Tieni premuto, poi premi"),
            ]),
            entry("Press, hold, combine buttons, drag, or scroll; the recognized trigger updates live.", [
                "en": text("Press, hold, combine buttons, drag, or scroll; the recognized trigger updates live."),
                "de": text("Drücken, halten, Tasten kombinieren, ziehen oder scrollen; der erkannte Auslöser wird live aktualisiert."),
                "es": text("Pulsa, mantén, combina botones, arrastra o desplázate; el activador reconocido se actualiza en directo."),
                "fr": text("Appuyez, maintenez, combinez des boutons, faites glisser ou défiler ; le déclencheur reconnu se met à jour en direct."),
                "it": text("Premi, tieni premuto, combina pulsanti, trascina o scorri; l'attivatore riconosciuto si aggiorna in tempo reale."),
            ]),
        ]
        #expect(findings(check, table(right + Self.ordinary)).isEmpty)
        let style: [Entry] = [
            entry("Ready.", [
                "en": text("Ready."), "de": text("Bereit"), "es": text("Listo"), "fr": text("Prêt."), "it": text("Pronto."),
            ]),
            entry("Done", [
                "en": text("Done"), "de": text("Fertig."), "es": text("Hecho."), "fr": text("Terminé"), "it": text("Fatto"),
            ]),
        ]
        #expect(findings(check, table(style + Self.ordinary)).isEmpty)
    }

    /// Unstoppable's translations of an English text rewritten since: two sentences now, one in
    /// every translation, beside a key whose one sentence is two in every translation. The
    /// shapes mirror each other, the lengths do not tell, and each translation names what its
    /// own source names (“VIP”, “Unstoppable”): outdated, not swapped.
    @Test func outdatedTranslationsAreNoSwap() {
        let outdated: [Entry] = [
            entry("backup_prompt.warning", [
                "en": text("Create a backup of your recovery phrase and the associated passphrase. These will allow you to restore your wallet if your phone is lost, stolen, or damaged."),
                "de": text("Erstellen Sie eine Sicherungskopie der Wiederherstellungsphrase und des zugehörigen Passworts, mit dem Sie Ihre Wallet wiederherstellen können, wenn Ihr Telefon verloren geht, gestohlen, kaputt, etc."),
                "es": text("Crear una copia de seguridad de la frase de recuperación y la contraseña asociada que le permitirá recuperar su cartera si su teléfono está perdido, robado, roto, etc."),
                "fr": text("Créez une copie de sauvegarde de la phrase de récupération et du mot de passe qui vous permettra de récupérer votre portefeuille si votre téléphone est perdu, volé, cassé, etc."),
                "it": text("Crea una copia di backup della frase di recupero e della password che ti permetterà di recuperare il tuo portafoglio se il telefono viene perso, rubato, rotto, ecc."),
            ]),
            entry("settings.vip_support.description", [
                "en": text("Join our VIP Group to get direct support, take part in discussions about upcoming updates, and connect more closely with the Unstoppable team."),
                "de": text("Erhalten Sie exklusiven Zugang zu unserer VIP-Gruppe, in der Premium-Nutzer und das Unstoppable Wallet-Team zusammenarbeiten. Erhalten Sie direkte Unterstützung, diskutieren Sie zukünftige Updates und helfen Sie, die Entwicklung der Wallet mitzugestalten."),
                "es": text("Obtén acceso exclusivo a nuestro Grupo VIP, donde usuarios premium y el equipo de Unstoppable Wallet colaboran. Recibe asistencia directa, discute futuras actualizaciones y ayuda a dar forma a la evolución de la cartera."),
                "fr": text("Accédez en exclusivité à notre Groupe VIP, où les utilisateurs premium collaborent avec l’équipe d’Unstoppable Wallet. Recevez une assistance directe, discutez des futures mises à jour et contribuez à façonner l’évolution du portefeuille."),
                "it": text("Ottieni l'accesso esclusivo al nostro Gruppo VIP, dove gli utenti premium collaborano con il team di Unstoppable Wallet. Ricevi assistenza diretta, discuti i futuri aggiornamenti e aiuta a dare forma al portafoglio."),
            ]),
        ]
        #expect(findings(check, table(outdated + Self.ordinary)).isEmpty)
    }

    /// breadwallet's translations of two English texts rewritten since (12 languages were said
    /// to be swapped): their shapes and lengths fit the other key's source, and yet they keep
    /// words of their own key's source: the German “Apps” and “Wallet”, the Spanish “alteran”
    /// and the Italian “alterano” (“altering”), “disabilitate”.
    @Test func translationsSharingWordsWithTheirOwnSourceAreNoSwap() {
        let screen = "We've detected an app that is incompatible with BRD running on your device. For security reasons, please disable any screen altering or light filtering apps to proceed."
        let wipe = "Starting or recovering another wallet allows you to access and manage a different BRD wallet on this device."
        let screenTranslations = [
            "de": "BRD funktioniert nicht ordnungsgemäß, solange bildschirmverändernde Apps (z.B. Twilight) aktiv sind.",
            "es": "BRD no funcionará correctamente a menos que las aplicaciones que alteran la pantalla (como Twilight) estén desactivadas.",
            "it": "BRD non funzionerà correttamente a meno che le app che alterano lo schermo (come Twilight) siano disabilitate.",
        ]
        let wipeTranslations = [
            "de": "Heben Sie die Verknüpfung Ihres Wallets auf, um es von diesem Gerät zu entfernen. Sobald die Verknüpfung dieses Wallets entfernt ist, können Sie ein neues Wallet anlegen oder ein anderes Wallet auf diesem Gerät wiederherstellen.",
            "es": "Desvincula tu monedero para eliminarlo de este dispositivo. Una vez que tu monedero esté desvinculado, puedes iniciar un nuevo monedero o recuperar un monedero diferente en este dispositivo.",
            "it": "Scollega il tuo portafoglio per rimuoverlo da questo dispositivo. Una volta scollegato questo portafoglio, puoi attivare un nuovo portafoglio o ripristinarne un altro su questo dispositivo.",
        ]
        func pair(_ a: [String: String], _ b: [String: String]) -> [Entry] {
            [(screen, a, 10), (wipe, b, 20)].map { source, translations, line in
                Entry(key: source, location: at(line), localizations: [Localization(locale: "en", location: at(line), content: text(source))]
                    + translations.sorted { $0.key < $1.key }.map { Localization(locale: $0.key, location: at(line), content: text($0.value)) })
            }
        }
        #expect(findings(check, table(pair(screenTranslations, wipeTranslations) + Self.ordinary)).isEmpty)
        // In Spanish, “alteran” (“altering”) is what says the translation is its own key's: with
        // another word there, the exchanged fit is evidence of a swap.
        let (sourceA, sourceB) = (SwappedTranslation.Text(screen), SwappedTranslation.Text(wipe))
        let spanishB = SwappedTranslation.Text(wipeTranslations["es"]!)
        #expect(!SwappedTranslation.isEvidence(sourceA, SwappedTranslation.Text(screenTranslations["es"]!), sourceB, spanishB, 1.25))
        #expect(SwappedTranslation.isEvidence(
            sourceA, SwappedTranslation.Text(screenTranslations["es"]!.replacing("alteran", with: "cambian")), sourceB, spanishB, 1.25))
        #expect(SwappedTranslation.stems(in: "ein neues Wallet anlegen") == ["neues", "walle", "anleg"])
    }

    /// A key whose translations mirror two other keys' as well is in no swap: a translation
    /// cannot belong to two keys (Unstoppable's key that mirrored four).
    @Test func aKeyMirroringSeveralIsNoSwap() {
        let hint = Self.swapped[1]
        let twin = Entry(key: hint.key + " (Settings)", location: at(30), localizations: hint.localizations)
        #expect(findings(check, table(Self.swapped + [twin] + Self.ordinary)).isEmpty)
    }

    /// Read as a user would run it: LinearMouse's catalog as published, both of its swapped
    /// pairs, and nothing else.
    @Test func linearMouse() throws {
        let t = try XCStringsReader.read(path: CorpusTests.path("LinearMouse_Localizable"))
        let f = findings(check, t)
        #expect(f.count == 2)
        let pairs = f.map { $0.message.components(separatedBy: " look swapped in ")[0] }
        #expect(pairs.contains { $0.contains("‘Use Hold, Then Press’") && $0.contains("‘Press, hold, combine buttons") })
        #expect(pairs.contains { $0.contains("‘Primary alone only supports Long Press.") && $0.contains("‘Using Primary as the held button") })
        for finding in f {
            #expect(finding.message.contains("look swapped in 30 of the 34 languages that translate both (af, ar, bs, ca, cs, da, de,"))
        }
    }
}
