#!/usr/bin/env python3
"""Self-check of Strings/Onboarding.xcstrings and Locales/*.json (independent of stringsgen).

    python3 tools/check_onboarding_catalog.py     # needs python3-regex for grapheme clusters

Checks: JSON parses and re-dumps to identical bytes (Xcode's shape, no final newline),
member order, every key in every locale, states, ICU 72 plural categories, placeholders
(position, type, substitutions), copy limits in grapheme clusters, do-not-translate terms,
comments ending in a limit sentence, encoding damage, whitespace, unchanged values,
per-language punctuation, glossary terms used by the table. Exit status 1 on any error.
"""
import json
import re
import sys
from pathlib import Path

import regex

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "Strings" / "Onboarding.xcstrings"
LOCALES = ROOT / "Locales"

# ICU 72.1 / CLDR 42 cardinal categories (integers and decimals).
PLURALS = {
    "en": ["one", "other"], "de": ["one", "other"],
    "es": ["many", "one", "other"], "fr": ["many", "one", "other"],
    "ja": ["other"], "ru": ["few", "many", "one", "other"],
    "ar": ["few", "many", "one", "other", "two", "zero"],
}
# Categories whose form may leave the number out (Arabic "لم يتم تسجيل أي تمرين بعد", "يوم واحد",
# "يومين"), as stringsgen's placeholder-mismatch allows for zero, one and two.
MAY_OMIT_NUMBER = {"ar": {"zero", "one", "two"}}

SPEC = re.compile(r"%#@([A-Za-z_][A-Za-z0-9_]*)@|%arg"
                  r"|%(?:(\d+)\$)?([-+ #0']*\d*(?:\.\d+)?)(hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGaAcCsSp%])")
TYPE = {"@": "object", "d": "int", "D": "int", "i": "int", "u": "uint", "U": "uint", "x": "uint", "X": "uint",
        "o": "uint", "O": "uint", "f": "double", "F": "double", "e": "double", "E": "double", "g": "double",
        "G": "double", "a": "double", "A": "double", "c": "char", "C": "char", "s": "cstring", "S": "cstring",
        "p": "pointer"}
SAMPLE = {"object": "Active Lifestyle", "int": "1000", "uint": "1000", "double": "1000.5"}
MOJIBAKE = re.compile("[\ufffd]|Ã.|Â.|â€|‚Ä|Ã|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
LIMIT = re.compile(r"Max (\d+) characters\.$")
BODY_SUFFIXES = ("_subtitle", "_explanation", "_desc", "_description", "_footer", "_body")

errors, warnings = [], []


def err(msg):
    errors.append(msg)


def placeholders(s):
    """Typed, positioned placeholders; %arg and %#@name@ reported separately."""
    out, subs, has_arg, implicit = [], [], False, 0
    for m in SPEC.finditer(s):
        if m.group(0) == "%arg":
            has_arg = True
        elif m.group(1):
            subs.append(m.group(1))
            implicit += 1
        elif m.group(5) == "%":
            continue
        else:
            if m.group(2):
                pos = int(m.group(2))
            else:
                implicit += 1
                pos = implicit
            out.append((pos, TYPE[m.group(5)]))
    return sorted(out), subs, has_arg


def graphemes(s):
    return len(regex.findall(r"\X", s))


def rendered(s, sub_longest=None):
    def rep(m):
        if m.group(0) == "%arg":
            return "1000"
        if m.group(1):
            return (sub_longest or {}).get(m.group(1), "")
        if m.group(5) == "%":
            return "%"
        return SAMPLE.get(TYPE[m.group(5)], "x")
    return SPEC.sub(rep, s)


def values(loc):
    """(label, text) for every user-visible string of one localization."""
    out = []
    if "stringUnit" in loc:
        out.append(("", loc["stringUnit"]["value"]))
    for cat, v in loc.get("variations", {}).get("plural", {}).items():
        out.append((f"[{cat}]", v["stringUnit"]["value"]))
    for name, sub in loc.get("substitutions", {}).items():
        for cat, v in sub["variations"]["plural"].items():
            out.append((f"[{name}.{cat}]", v["stringUnit"]["value"]))
    return out


def check_units(key, lang, loc):
    for _, node in [("", loc)] + [(c, v) for c, v in loc.get("variations", {}).get("plural", {}).items()] + \
            [(c, v) for s in loc.get("substitutions", {}).values() for c, v in s["variations"]["plural"].items()]:
        u = node.get("stringUnit")
        if u is None:
            continue
        if list(u) != ["state", "value"]:
            err(f"{key} [{lang}]: stringUnit members {list(u)}")
        if u["state"] != "translated":
            err(f"{key} [{lang}]: state {u['state']}")


def main():
    raw = CATALOG.read_bytes()
    text = raw.decode("utf-8")
    d = json.loads(text)
    again = json.dumps(d, ensure_ascii=False, indent=2, separators=(",", " : "))
    if again != text:
        err("re-dumping the catalog does not give identical bytes")
    if json.dumps(d, ensure_ascii=False, indent=2, separators=(",", " : "), sort_keys=True) != text:
        err("object members are not in Xcode's (code-point) order")
    if text.endswith("\n"):
        err("catalog ends with a newline")
    if list(d) != ["sourceLanguage", "strings", "version"] or d["sourceLanguage"] != "en" or d["version"] != "1.0":
        err("top level must be sourceLanguage en, strings, version 1.0")

    locale_files = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(LOCALES.glob("*.json"))}
    langs = sorted(locale_files)
    if langs != sorted(PLURALS):
        err(f"Locales/ holds {langs}, expected {sorted(PLURALS)}")
    dnt = {l: f.get("doNotTranslate", []) for l, f in locale_files.items()}

    strings = d["strings"]
    n_plural = n_sub = n_multi = 0
    limits = {}
    for key, e in strings.items():
        if not key.startswith("onboarding.") or not re.fullmatch(r"onboarding\.[a-z0-9_]+", key):
            err(f"{key}: not onboarding.<snake_case>")
        if list(e) != ["comment", "extractionState", "localizations"] or e["extractionState"] != "manual":
            err(f"{key}: entry members {list(e)}")
        m = LIMIT.search(e.get("comment", ""))
        if not m or m.group(1) not in ("120", "240"):
            err(f"{key}: comment does not end with \"Max 120 characters.\" or \"Max 240 characters.\"")
            continue
        limit = int(m.group(1))
        limits[key] = limit
        if limit == 120 and not key.endswith(BODY_SUFFIXES):
            warnings.append(f"{key}: body copy without a body-copy suffix")
        if limit == 240 and key.endswith(BODY_SUFFIXES):
            err(f"{key}: body-copy suffix but limit 240")
        locs = e["localizations"]
        if list(locs) != sorted(PLURALS):
            err(f"{key}: locales {list(locs)}")
            continue
        src = locs["en"]
        kind = "plural" if "variations" in src else "substitution" if "substitutions" in src else "plain"
        n_plural += kind == "plural"
        n_sub += kind == "substitution"
        if kind == "plain":
            src_ph, _, _ = placeholders(src["stringUnit"]["value"])
            n_multi += len(src_ph) >= 2 and all(re.search(r"%\d+\$", src["stringUnit"]["value"]) for _ in [0])
        for lang, loc in locs.items():
            check_units(key, lang, loc)
            lkind = "plural" if "variations" in loc else "substitution" if "substitutions" in loc else "plain"
            if lkind != kind:
                err(f"{key} [{lang}]: {lkind}, source is {kind}")
                continue
            if kind == "plural":
                cats = sorted(loc["variations"]["plural"])
                if cats != PLURALS[lang]:
                    err(f"{key} [{lang}]: plural categories {cats}, ICU 72 needs {PLURALS[lang]}")
                want, _, _ = placeholders(src["variations"]["plural"]["other"]["stringUnit"]["value"])
                for cat, v in loc["variations"]["plural"].items():
                    got, _, _ = placeholders(v["stringUnit"]["value"])
                    if got != want and not (not got and cat in MAY_OMIT_NUMBER.get(lang, ())):
                        err(f"{key} [{lang}][{cat}]: placeholders {got}, source {want}")
            elif kind == "substitution":
                _, want_subs, _ = placeholders(src["stringUnit"]["value"])
                _, got_subs, _ = placeholders(loc["stringUnit"]["value"])
                if sorted(got_subs) != sorted(want_subs) or sorted(loc["substitutions"]) != sorted(want_subs):
                    err(f"{key} [{lang}]: substitutions {got_subs}, source {want_subs}")
                for name, sub in loc["substitutions"].items():
                    s_src = src["substitutions"].get(name, {})
                    if list(sub) != ["argNum", "formatSpecifier", "variations"]:
                        err(f"{key} [{lang}] {name}: members {list(sub)}")
                    if (sub.get("argNum"), sub.get("formatSpecifier")) != (s_src.get("argNum"), s_src.get("formatSpecifier")):
                        err(f"{key} [{lang}] {name}: argNum/formatSpecifier differ from the source")
                    cats = sorted(sub["variations"]["plural"])
                    if cats != PLURALS[lang]:
                        err(f"{key} [{lang}] {name}: plural categories {cats}, ICU 72 needs {PLURALS[lang]}")
                    for cat, v in sub["variations"]["plural"].items():
                        ph, subs, has_arg = placeholders(v["stringUnit"]["value"])
                        if ph or subs:
                            err(f"{key} [{lang}] {name}.{cat}: unexpected placeholders {ph}{subs}")
                        if not has_arg and cat not in MAY_OMIT_NUMBER.get(lang, ()):
                            err(f"{key} [{lang}] {name}.{cat}: %arg missing")
            else:
                want, _, _ = placeholders(src["stringUnit"]["value"])
                got, _, _ = placeholders(loc["stringUnit"]["value"])
                if got != want:
                    err(f"{key} [{lang}]: placeholders {got}, source {want}")

            # text checks on every form
            longest = {n: max((rendered(v["stringUnit"]["value"]) for v in s["variations"]["plural"].values()), key=graphemes)
                       for n, s in loc.get("substitutions", {}).items()}
            src_vals = dict(values(src))
            for label, v in values(loc):
                where = f"{key} [{lang}]{label}"
                if not v.strip():
                    err(f"{where}: empty")
                shown = rendered(v, longest)
                if graphemes(shown) > limit:
                    err(f"{where}: {graphemes(shown)} > {limit} characters")
                if MOJIBAKE.search(v):
                    err(f"{where}: encoding damage or control character: {v!r}")
                sv = src_vals.get(label, src_vals.get("[other]", src_vals.get("", "")))
                if (v[:1].isspace(), v[-1:].isspace()) != (sv[:1].isspace(), sv[-1:].isspace()):
                    err(f"{where}: leading/trailing whitespace differs from the source")
                if lang != "en":
                    for term in dnt.get(lang, []):
                        if term in sv and term not in v:
                            err(f"{where}: \"{term}\" missing or altered")
                    if v == sv and len(SPEC.sub("", v).split()) > 1:
                        err(f"{where}: identical to the English source")
                if lang == "fr":
                    for i, ch in enumerate(v):
                        if ch in "!?;" and (i == 0 or v[i - 1] != "\u202f"):
                            err(f"{where}: no U+202F before {ch!r}")
                        if ch == ":" and i > 0 and not v[i - 1].isdigit() and v[i - 1] != "\u00a0":
                            err(f"{where}: no U+00A0 before ':'")
                if lang == "es":
                    if "!" in v and "¡" not in v or "?" in v and "¿" not in v:
                        err(f"{where}: missing ¡ or ¿")
                if lang == "ja":
                    bare = SPEC.sub("", v)
                    if re.search(r"[!?:,.]", bare) or re.search(r"\s", bare):
                        err(f"{where}: half-width punctuation or space in Japanese: {v!r}")
                if lang == "ar":
                    if re.search(r"[,?;]", SPEC.sub("", v)):
                        err(f"{where}: Latin punctuation in Arabic: {v!r}")
                if lang == "de" and re.search(r"\b(Sie|Ihr|Ihre|Ihren)\b", v):
                    err(f"{where}: formal address in German")

    # glossary: each translation must be what the table uses
    for lang, f in locale_files.items():
        for field in ("code", "displayName", "nativeName", "status", "doNotTranslate", "glossary"):
            if field not in f:
                err(f"Locales/{lang}.json: missing {field}")
        if f.get("code") != lang or f.get("status") not in ("shipping", "in-progress"):
            err(f"Locales/{lang}.json: bad code or status")
        corpus = " ".join(v for e in strings.values() for _, v in values(e["localizations"].get(lang, {}))).casefold()
        terms = {g["term"] for g in f["glossary"]}
        for need in ("streak", "reminder", "achievement", "schedule", "XP"):
            if need not in terms:
                err(f"Locales/{lang}.json: glossary lacks {need}")
        for g in f["glossary"]:
            if lang == "en" and g["translation"] != g["term"]:
                err(f"Locales/en.json: {g['term']} translated as {g['translation']}")
            t = g["translation"].casefold()
            if t not in corpus:
                stem = t[:max(4, len(t) - 2)]
                (warnings if stem in corpus else errors).append(
                    f"Locales/{lang}.json: glossary {g['term']} = {g['translation']} "
                    + ("used only inflected" if stem in corpus else "not used by the table"))

    body = sum(1 for v in limits.values() if v == 120)
    print(f"{len(strings)} keys ({body} body copy at 120, {len(strings) - body} at 240), "
          f"{n_plural} plural, {n_sub} substitution, {n_multi} with positional arguments; "
          f"locales {', '.join(langs)}")
    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("error:", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
