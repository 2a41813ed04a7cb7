import StringsgenModel

/// The Screens view of the HTML report: each screen of `lint.screens` drawn as a phone in every
/// language (`ScreenPreviews`), at the width of a small iPhone (320 pt) or a large one
/// (430 pt), with iOS's default text sizes (title 28 pt bold, body and buttons 17 pt,
/// captions 15 pt). The page's script measures each string in its box at both widths (a button
/// on one line, a title on at most two, a subtitle or a caption on three, the screen's body text
/// within the lines its character budget of source-language text takes there), marks what
/// does not fit, lists it at the top of the page, and writes it into the page as JSON
/// (`ScreenMeasurement`) for `tools/report-measure`.
///
/// Fonts come from the system (no download): Apple's where the page is opened on a Mac or an
/// iPhone; elsewhere the stack falls back to Inter, Noto Sans Arabic UI and IPAGothic, and the
/// boxes are measured 5 % narrower than the phone's, a margin for fonts that are not Apple's.
extension HTMLReport {
    /// The phone widths drawn and measured, in points.
    static let phoneWidths = [320, 430]

    func screensSection(_ previews: ScreenPreviews) -> String {
        var h = """
            <section class="screens" id="screens" data-fingerprint="\(previews.fingerprint)" data-widths="\(Self.phoneWidths.map(String.init).joined(separator: " "))">
            <h2>Screens</h2>
            <p class="screens-note">\(esc(counted(previews.screens.count, "screen"))) in \(esc(counted(previews.locales.count, "language"))), \
            drawn from the catalogs at the width of a small iPhone (320 pt) or a large one (430 pt) with iOS's default text sizes. \
            A string marked in red does not fit its box: a button must fit on one line, a title on two, a subtitle or a caption on three, \
            and a screen's body text in the lines its budget of source-language characters takes. \
            Placeholders show sample values; plural keys show one form per category with a number of it.</p>
            <p class="screens-controls" role="group" aria-label="Phone width">Width: \
            <button type="button" data-set-width="320" aria-pressed="true">320 pt · iPhone SE</button> \
            <button type="button" data-set-width="430" aria-pressed="false">430 pt · iPhone Pro Max</button></p>

            """
        for screen in previews.screens {
            let id = "screen-" + Self.anchor(screen.name)
            h += "<section class=\"screen\" id=\"\(esc(id))\" data-screen=\"\(esc(screen.name))\">\n"
            h += "<h3>\(esc(screen.name)) <small>\(screen.paged ? "one page at a time, " : "")\(screen.budget) characters of body text</small></h3>\n"
            h += "<div class=\"phones w320\">\n"
            for locale in previews.locales {
                h += phone(screen, locale, previews.locales[0].code, id: id)
            }
            h += "</div>\n</section>\n"
        }
        h += "</section>\n"
        return h
    }

    private func phone(_ screen: ScreenPreview, _ locale: ScreenLocale, _ source: String, id: String) -> String {
        let dir = locale.isRightToLeft ? "rtl" : "ltr"
        var h = """
            <figure class="phone" id="\(esc(id))-\(esc(locale.code))" data-locale="\(esc(locale.code))" data-screen="\(esc(screen.name))"\(locale.isPseudo ? " data-pseudo" : "")>
            <figcaption>\(esc(locale.title))</figcaption>
            <div class="display" dir="\(dir)" lang="\(esc(locale.code))"><div class="content">
            <div class="app-icon" aria-hidden="true"></div>

            """
        var page: String?? = .none
        var firstButton = true
        for item in screen.items {
            if page != .some(item.page) {
                if case .some(.some) = page { h += "</div>\n" }
                if let p = item.page { h += "<div class=\"page\" data-page=\"\(esc(p))\">\n" }
                page = .some(item.page)
            }
            let group = item.page ?? ""
            guard let forms = item.texts[locale.code] else {
                h += "<p class=\"untranslated\" dir=\"ltr\">‘\(esc(item.key))’ is not translated</p>\n"
                continue
            }
            if item.role == .body {
                h += reference(item, source: source, budget: screen.budget, share: bodyShare(item, screen, source), group: group)
            }
            let primary = item.role == .button && firstButton
            if item.role == .button { firstButton = false }
            for form in forms {
                if !form.label.isEmpty { h += "<span class=\"form-tag\" dir=\"ltr\">\(esc(form.label))</span>\n" }
                h += element(item, form, locale, group: group, primary: primary)
            }
        }
        if case .some(.some) = page { h += "</div>\n" }
        h += "</div></div>\n</figure>\n"
        return h
    }

    /// One string in its box, with what the script needs to measure it.
    private func element(_ item: ScreenPreview.Item, _ form: ScreenPreview.Form, _ locale: ScreenLocale, group: String, primary: Bool) -> String {
        let text = shown(form.text, rtl: locale.isRightToLeft)
        let data = "data-key=\"\(esc(item.key))\" data-role=\"\(item.role.rawValue)\" data-form=\"\(esc(form.label))\" data-page=\"\(esc(group))\""
            + (item.role.maximumLines.map { " data-max=\"\($0)\"" } ?? "")
        switch item.role {
        case .button:
            return "<div class=\"s-button\(primary ? " primary" : "")\" \(data) title=\"\(esc(item.key))\"><span class=\"label\">\(text)</span></div>\n"
        case .title:
            return "<p class=\"s-title\(item.page == nil ? "" : " page-title")\" \(data) title=\"\(esc(item.key))\">\(text)</p>\n"
        default:
            return "<p class=\"s-\(item.role.rawValue)\" \(data) title=\"\(esc(item.key))\">\(text)</p>\n"
        }
    }

    /// The share of the screen's (or its page's) character budget a body key's source text has.
    private func bodyShare(_ item: ScreenPreview.Item, _ screen: ScreenPreview, _ source: String) -> Double {
        func length(_ i: ScreenPreview.Item) -> Int { i.texts[source]?.map(\.text.count).max() ?? 0 }
        let group = screen.items.filter { $0.role == .body && (screen.paged ? $0.page == item.page : true) }
        let total = group.reduce(0) { $0 + length($1) }
        return total == 0 ? 1 / Double(max(group.count, 1)) : Double(length(item)) / Double(total)
    }

    /// Hidden text the script measures to find the screen's line budget: the key's
    /// source-language text, repeated to its share of the budget's characters.
    private func reference(_ item: ScreenPreview.Item, source: String, budget: Int, share: Double, group: String) -> String {
        let text = item.texts[source]?.max { $0.text.count < $1.text.count }?.text ?? "Sample text"
        let wanted = max(1, Int((Double(budget) * share).rounded()))
        var characters: [Character] = []
        while characters.count < wanted { characters += Array(text) + [" "] }
        let padded = String(characters.prefix(wanted))
        return "<p class=\"s-body ref\" aria-hidden=\"true\" lang=\"\(esc(source))\" dir=\"auto\" data-page=\"\(esc(group))\">\(esc(padded))</p>\n"
    }

    /// A screen's name as an anchor: letters and digits, others as `-`.
    static func anchor(_ name: String) -> String {
        String(name.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "-" })
    }

    /// Where the page lists what did not fit: filled by the script.
    static let overflowSummary = """
        <section class="overflow-summary" id="overflow-summary" aria-live="polite">
        <h2>Does every string fit?</h2>
        <p id="overflow-status">Measuring the screens in this browser… (a browser with JavaScript measures them; without it nothing is marked)</p>
        <ul id="overflow-list"></ul>
        </section>

        """

    static let screensCSS = """

        .overflow-summary { background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--muted); border-radius: 6px; padding: 4px 16px 8px; margin-bottom: 24px; }
        .overflow-summary.fits { border-left-color: var(--ok); } .overflow-summary.over { border-left-color: var(--bad); }
        .overflow-summary li { margin: 2px 0; }
        .screens { margin-bottom: 24px; }
        .screens-note { color: var(--muted); max-width: 80em; }
        .screens-controls button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
        .screens-controls button[aria-pressed="true"] { background: #0969da; color: #fff; border-color: #0969da; }
        .screen h3 small { color: var(--muted); font-weight: normal; }
        .phones { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        .phones.w320 { --w: 320px; --h: 568px; } .phones.w430 { --w: 430px; --h: 932px; }
        .phone { margin: 0; }
        .phone figcaption { font-size: 13px; color: var(--muted); margin-bottom: 4px; }
        .display { --k: 1; position: relative; width: var(--w); min-height: var(--h); padding: 44px 24px 34px; background: #fff; box-shadow: 0 0 0 8px #1f2328; border-radius: 36px; margin: 8px; overflow: hidden;
          font-family: -apple-system, "SF Pro Text", "SF Pro", "SF Arabic", "Hiragino Sans", Inter, "Noto Sans Arabic UI", "Noto Sans Arabic", IPAGothic, "Noto Sans CJK JP", system-ui, sans-serif;
          color: #000; -webkit-font-smoothing: antialiased; }
        .content { width: calc((var(--w) - 48px) * var(--k)); display: flex; flex-direction: column; gap: 12px; position: relative; }
        .app-icon { width: 64px; height: 64px; border-radius: 15px; background: linear-gradient(135deg, #34c759, #0a84ff); align-self: center; margin: 24px 0 8px; }
        .content p { margin: 0; overflow-wrap: break-word; }
        .s-title { font-size: 28px; line-height: 34px; font-weight: 700; text-align: center; }
        .s-title.page-title { font-size: 20px; line-height: 25px; font-weight: 600; }
        .s-subtitle { font-size: 17px; line-height: 22px; color: #6e6e73; text-align: center; }
        .s-body { font-size: 17px; line-height: 22px; text-align: center; }
        .s-caption { font-size: 15px; line-height: 20px; color: #3c3c43; }
        .s-button { display: block; font-size: 17px; line-height: 22px; font-weight: 600; color: #007aff; text-align: center; padding: 14px 16px; border-radius: 12px; position: relative; }
        .s-button.primary { background: #007aff; color: #fff; }
        .s-button .label { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .page { background: #f2f2f7; border-radius: 16px; padding: 16px; display: flex; flex-direction: column; gap: 8px; }
        .ref { visibility: hidden; position: absolute; inset-inline: 0; top: 0; }
        .page { position: relative; }
        .form-tag { align-self: flex-start; font: 11px ui-monospace, Menlo, monospace; color: var(--muted); background: #eaeef2; border-radius: 4px; padding: 0 4px; margin-bottom: -10px; }
        .untranslated { color: var(--part); font-size: 13px; font-style: italic; }
        .w320 [data-over~="320"], .w430 [data-over~="430"] { outline: 2px dashed var(--bad); outline-offset: 2px; background-color: rgba(207, 34, 46, .10); }
        .w320 .s-button.primary[data-over~="320"], .w430 .s-button.primary[data-over~="430"] { background-color: #b3261e; }
        .w320 [data-over~="320"]::after, .w430 [data-over~="430"]::after { content: "does not fit"; position: absolute; inset-inline-end: -4px; top: -12px; font: 600 10px/14px system-ui, sans-serif; color: #fff; background: var(--bad); border-radius: 7px; padding: 0 5px; }
        .content p[data-over] { position: relative; }
        html.shot body > header, html.shot .overflow-summary, html.shot .overview, html.shot .locale, html.shot .screens > h2, html.shot .screens-note, html.shot .screens-controls { display: none; }
        html.shot main { max-width: none; padding: 12px; } html.shot body { background: #fff; }
        html.shot .screens .phones { flex-wrap: nowrap; }
        html.sheet .phones { display: grid; grid-template-columns: repeat(4, max-content); }

        """

    static let screensScript = """

        (function () {
          var root = document.getElementById("screens");
          if (!root) { return; }
          var widths = root.getAttribute("data-widths").split(" ").map(Number);
          var phones = Array.prototype.slice.call(root.querySelectorAll(".phone"));
          var containers = Array.prototype.slice.call(root.querySelectorAll(".phones"));

          // Apple's fonts are there (a Mac, an iPhone) when text set in them is not as wide as in monospace.
          function wide(family) {
            var c = document.createElement("canvas").getContext("2d");
            c.font = "40px " + family;
            return c.measureText("mmmmmmmmmmlliWWkkq").width;
          }
          var apple = wide('"SF Pro Text", monospace') !== wide("monospace") || wide("-apple-system, monospace") !== wide("monospace");
          var k = apple ? 1 : 0.95;
          var font = apple ? "Apple's system fonts (SF Pro)"
            : "the installed fonts, not Apple's (no SF Pro here): Inter, Noto Sans Arabic UI, IPAGothic or the system's fallback, in boxes 5% narrower than the phone's";

          function lines(el) {
            var lh = parseFloat(getComputedStyle(el).lineHeight) || 20;
            return Math.max(1, Math.round(el.getBoundingClientRect().height / lh));
          }
          function setWidth(container, w) {
            container.classList.remove("w320", "w430");
            container.classList.add("w" + w);
          }
          function mark(el, w) {
            var over = (el.getAttribute("data-over") || "").split(" ").filter(Boolean);
            if (over.indexOf(String(w)) < 0) { over.push(String(w)); }
            el.setAttribute("data-over", over.join(" "));
          }

          function measure() {
            var overflows = [];
            var hidden = phones.filter(function (p) { return p.hidden; });
            hidden.forEach(function (p) { p.hidden = false; });
            widths.forEach(function (w) {
              containers.forEach(function (c) { setWidth(c, w); c.style.setProperty("--k", k); });
              root.querySelectorAll(".content").forEach(function (c) { c.style.setProperty("--k", k); });
              phones.forEach(function (phone) {
                var screen = phone.getAttribute("data-screen"), locale = phone.getAttribute("data-locale");
                function found(el, role, n, limit) {
                  mark(el, w);
                  overflows.push({ screen: screen, locale: locale, key: el.getAttribute("data-key"), form: el.getAttribute("data-form") || "",
                                   width: w, role: role, lines: n, limit: limit });
                }
                phone.querySelectorAll("[data-role]").forEach(function (el) {
                  var role = el.getAttribute("data-role");
                  if (role === "body") { return; }
                  if (role === "button") {
                    var label = el.querySelector(".label");
                    if (label.scrollWidth > label.clientWidth + 1) { found(el, role, Math.ceil(label.scrollWidth / Math.max(1, label.clientWidth)), 1); }
                    return;
                  }
                  var n = lines(el), max = Number(el.getAttribute("data-max"));
                  if (n > max) { found(el, role, n, max); }
                });
                // Body text: per page (or the whole screen), the lines of each key (its longest
                // form) against the lines the budget's reference text takes.
                var groups = {};
                phone.querySelectorAll(".ref").forEach(function (ref) {
                  var g = ref.getAttribute("data-page");
                  groups[g] = groups[g] || { budget: 0, keys: [], lines: {} };
                  groups[g].budget += lines(ref);
                });
                phone.querySelectorAll('[data-role="body"]').forEach(function (el) {
                  var g = groups[el.getAttribute("data-page")];
                  if (!g) { return; }
                  var key = el.getAttribute("data-key");
                  if (g.keys.indexOf(key) < 0) { g.keys.push(key); g.lines[key] = 0; }
                  g.lines[key] = Math.max(g.lines[key], lines(el));
                });
                Object.keys(groups).forEach(function (name) {
                  var g = groups[name], total = 0, crossing = null;
                  g.keys.forEach(function (key) { total += g.lines[key]; if (crossing === null && total > g.budget) { crossing = key; } });
                  if (crossing === null) { return; }
                  phone.querySelectorAll('[data-role="body"]').forEach(function (el) {
                    if (el.getAttribute("data-page") === name) { mark(el, w); }
                  });
                  overflows.push({ screen: screen, locale: locale, key: crossing, form: "", width: w, role: "body", lines: total, limit: g.budget });
                });
              });
            });
            containers.forEach(function (c) { setWidth(c, widths[0]); c.style.removeProperty("--k"); });
            root.querySelectorAll(".content").forEach(function (c) { c.style.removeProperty("--k"); });
            hidden.forEach(function (p) { p.hidden = true; });
            return overflows;
          }

          function report(overflows) {
            var section = document.getElementById("overflow-summary");
            var status = document.getElementById("overflow-status");
            var list = document.getElementById("overflow-list");
            // The languages the app ships first, screen by screen, language by language; the
            // pseudo-language's (30 % longer on purpose) last, shown and never failed.
            var pseudo = phones.filter(function (p) { return p.hasAttribute("data-pseudo"); }).map(function (p) { return p.getAttribute("data-locale"); });
            var screens = Array.prototype.map.call(root.querySelectorAll(".screen"), function (s) { return s.getAttribute("data-screen"); });
            var locales = phones.map(function (p) { return p.getAttribute("data-locale"); });
            function place(o) { return [pseudo.indexOf(o.locale) >= 0 ? 1 : 0, screens.indexOf(o.screen), locales.indexOf(o.locale), o.width]; }
            var sorted = overflows.slice().sort(function (a, b) {
              var x = place(a), y = place(b);
              for (var i = 0; i < x.length; i++) { if (x[i] !== y[i]) { return x[i] - y[i]; } }
              return 0;
            });
            var real = sorted.filter(function (o) { return pseudo.indexOf(o.locale) < 0; }).length;
            section.classList.add(real ? "over" : "fits");
            var strings = function (n) { return n + (n === 1 ? " string does" : " strings do"); };
            status.textContent = (real
              ? strings(real) + " not fit" + (sorted.length > real ? " (and " + (sorted.length - real) + " in the pseudo-language)" : "")
              : "Every string fits, in every language, at " + widths.join(" and ") + " pt"
                + (sorted.length ? " (the pseudo-language, 30% longer on purpose, has " + sorted.length + " that do not)" : ""))
              + ", measured with " + font + (real ? ":" : ".");
            sorted.forEach(function (o) {
              var li = document.createElement("li");
              var a = document.createElement("a");
              var phone = phones.filter(function (p) { return p.getAttribute("data-screen") === o.screen && p.getAttribute("data-locale") === o.locale; })[0];
              a.href = phone ? "#" + phone.id : "#screens";
              a.textContent = o.screen + " · " + o.locale;
              li.appendChild(a);
              var fits = o.role === "button" ? "it must fit on one line" : o.limit + (o.limit === 1 ? " line fits" : " lines fit");
              li.appendChild(document.createTextNode(o.role === "body"
                ? ": its body text takes " + o.lines + " lines at " + o.width + " pt; " + fits + " (it runs over from " + o.key + " on)"
                : ": " + o.key + (o.form ? " (" + o.form + ")" : "") + ", a " + o.role + ", takes " + o.lines + (o.lines === 1 ? " line" : " lines")
                  + " at " + o.width + " pt; " + fits));
              list.appendChild(li);
            });
            var data = document.createElement("script");
            data.type = "application/json";
            data.id = "stringsgen-measurements";
            data.textContent = JSON.stringify({ stringsgenMeasurements: 1, fingerprint: root.getAttribute("data-fingerprint"), font: font,
                                                widths: widths, overflows: overflows }).replace(/</g, "\\\\u003c");
            document.body.appendChild(data);
          }

          root.querySelectorAll("[data-set-width]").forEach(function (button) {
            button.addEventListener("click", function () {
              var w = Number(button.getAttribute("data-set-width"));
              containers.forEach(function (c) { setWidth(c, w); });
              root.querySelectorAll("[data-set-width]").forEach(function (b) { b.setAttribute("aria-pressed", String(b === button)); });
            });
          });

          // #shot=PHONE-ID shows one screen in one language at both widths; #sheet=SCREEN-ID one
          // screen in every language (tools/report-screenshot --screens).
          function shot() {
            var m = location.hash.match(/^#(shot|sheet)=(.+)$/);
            if (!m) { return; }
            var target = document.getElementById(decodeURIComponent(m[2]));
            if (!target) { return; }
            var section = m[1] === "sheet" ? target : target.closest(".screen");
            document.documentElement.classList.add("shot");
            if (m[1] === "sheet") { document.documentElement.classList.add("sheet"); }
            root.querySelectorAll(".screen").forEach(function (s) { s.hidden = s !== section; });
            phones.forEach(function (p) { p.hidden = m[1] === "shot" ? p !== target : false; });
            if (m[1] === "shot") {
              var narrow = target.parentNode;
              var wide = document.createElement("div");
              wide.className = "phones w" + widths[1];
              var copy = target.cloneNode(true);
              copy.removeAttribute("id");
              wide.appendChild(copy);
              narrow.insertAdjacentElement("afterend", wide);
              narrow.style.display = wide.style.display = "inline-flex";
              wide.style.marginInlineStart = "20px";
            }
          }

          (document.fonts ? document.fonts.ready : Promise.resolve()).then(function () {
            report(measure());
            shot();
            document.documentElement.setAttribute("data-measured", "true");
          });
        })();

        """
}
