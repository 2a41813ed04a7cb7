/// Compiles a CLDR plural rule ("v = 0 and i % 10 = 1 and i % 100 != 11") into a Swift
/// boolean expression over the generated `_PluralOperands` (`o.v == 0 && o.i % 10 == 1 && …`),
/// so generated accessors choose plural forms by ICU's own rules with no parsing at run time.
///
/// Syntax (CLDR, UTS #35 "Language Plural Rules"): `condition = and ('or' and)*`,
/// `and = relation ('and' relation)*`, `relation = expr ('=' | '!=' | 'is' ['not'] | ['not'] 'in'
/// | ['not'] 'within') ranges`, `expr = operand (('%' | 'mod') value)?`, operands `n i v w f t c e`,
/// `ranges = (value | value '..' value) (',' …)*`. Every operand is a whole number in the generated
/// struct except `n`, the absolute value, which is `i` when `f` is 0 and otherwise not a whole
/// number: `n = 1` compiles to `o.f == 0 && o.i == 1`. `c` and `e` (the compact exponent) are 0,
/// as for any number that is not written in compact notation.
public struct PluralRuleCompiler: Sendable {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The Swift expression for `condition`; `true` for an empty one (`other`).
    public static func swiftExpression(_ condition: String) throws(Failure) -> String {
        var parser = Parser(condition)
        return try parser.condition()
    }

    private struct Parser {
        private var tokens: [Substring]
        private var position = 0
        private let text: String

        init(_ text: String) {
            self.text = text
            var tokens: [Substring] = []
            var rest = Substring(text)
            while let start = rest.firstIndex(where: { $0 != " " }) {
                rest = rest[start...]
                let symbols: [Substring] = ["!=", "..", "=", "%", ","]
                if let symbol = symbols.first(where: { rest.hasPrefix($0) }) {
                    tokens.append(rest.prefix(symbol.count))
                    rest = rest.dropFirst(symbol.count)
                } else {
                    let word = rest.prefix { $0.isLetter || $0.isNumber }
                    let length = max(word.count, 1)
                    tokens.append(rest.prefix(length))
                    rest = rest.dropFirst(length)
                }
            }
            self.tokens = tokens
        }

        mutating func condition() throws(Failure) -> String {
            guard !tokens.isEmpty else { return "true" }
            var alternatives = [try conjunction()]
            while accept("or") { alternatives.append(try conjunction()) }
            guard position == tokens.count else { throw fail("unexpected \"\(tokens[position])\"") }
            return alternatives.joined(separator: " || ")
        }

        private mutating func conjunction() throws(Failure) -> String {
            var relations = [try relation()]
            while accept("and") { relations.append(try relation()) }
            return relations.joined(separator: " && ")
        }

        private mutating func relation() throws(Failure) -> String {
            guard let operand = next(), ["n", "i", "v", "w", "f", "t", "c", "e"].contains(operand) else {
                throw fail("expected an operand (n, i, v, w, f, t, c, e)")
            }
            var modulus: UInt64?
            if accept("%") || accept("mod") { modulus = try value() }
            var negated = false
            var within = false
            if accept("=") {
            } else if accept("!=") {
                negated = true
            } else if accept("is") {
                negated = accept("not")
            } else {
                negated = accept("not")
                if accept("within") {
                    within = true
                } else if !accept("in") {
                    throw fail("expected =, !=, is, in or within")
                }
            }
            var items: [(UInt64, UInt64)] = []
            repeat {
                let low = try value()
                items.append((low, accept("..") ? try value() : low))
            } while accept(",")

            // Every operand but `n` is a whole number; `n` is `i` when it has no fraction (`f` = 0).
            let expression = modulus.map { "o.\(operand == "n" ? "i" : operand) % \($0)" } ?? "o.\(operand == "n" ? "i" : operand)"
            if operand == "n", within {
                // Within a range, fractions count too: 0.5 is within 0..1, 1.5 is not.
                let tests = items.map { low, high in
                    "\(expression) >= \(low) && (\(expression) < \(high) || \(expression) == \(high) && o.f == 0)"
                }
                return (negated ? "!" : "") + "(" + tests.joined(separator: " || ") + ")"
            }
            // A single test is negated in place (`!=`); a list, or a test of `n`, as a whole.
            let negatesWhole = negated && (operand == "n" || items.count > 1)
            let tests = items.map { low, high in
                switch (low == high, negated && !negatesWhole) {
                case (true, false): "\(expression) == \(low)"
                case (true, true): "\(expression) != \(low)"
                case (false, false): "(\(low)...\(high)).contains(\(expression))"
                case (false, true): "!(\(low)...\(high)).contains(\(expression))"
                }
            }
            var test = tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
            if operand == "n" { test = "(o.f == 0 && \(test))" }
            if negatesWhole { test = "!" + test }
            return test
        }

        private mutating func value() throws(Failure) -> UInt64 {
            guard let token = next(), let value = UInt64(token) else { throw fail("expected a whole number") }
            return value
        }

        private mutating func accept(_ token: String) -> Bool {
            guard position < tokens.count, tokens[position] == token else { return false }
            position += 1
            return true
        }

        private mutating func next() -> Substring? {
            guard position < tokens.count else { return nil }
            defer { position += 1 }
            return tokens[position]
        }

        private func fail(_ why: String) -> Failure {
            let at = position < tokens.count ? "at \"\(tokens[position])\"" : "at the end"
            return Failure(description: "cannot compile the plural rule \"\(text)\": \(why) \(at)")
        }
    }
}
