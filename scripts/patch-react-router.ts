// Decision 058: React Router's route matcher, indexed by the first two static path segments.
//
// React Router 8.4 matches a URL by trying every flattened route branch in rank order until one
// matches (V6RegExMatcher, lib/router/matcher.js). With 365 routes (every page once per language) a
// match costs hundreds of regular expressions, string joins and small objects — and a document
// request matches three times on the server (the request handler, `query`, the `<Scripts>`
// manifest), a resource route twice. React Router offers no hook to supply another matcher in
// framework mode, so this script rewrites the matcher class in node_modules (idempotent; run by
// `postinstall` and before each build): `update()` also records each branch's leading static
// segments (at most two, lower-cased ASCII), and `match()` hands React Router's own
// `matchRoutesImpl` only the branches whose leading segments can equal the URL's, in their original
// rank order. The first matching branch is therefore the same one as before: a branch left out is one
// whose regular expressions cannot match that URL (see `acasoCandidates` below). Everything else —
// ranking, params, partial matches, basenames — is React Router's unchanged code.
//
//   node scripts/patch-react-router.ts          # patch (prints what it did)
//   node scripts/patch-react-router.ts --check  # exit 1 if a file is not patched
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const MARK = "/* acaso: decision 058 */";

const ORIGINAL_IMPORT = 'import { flattenAndRankRoutes, matchRoutesImpl } from "./utils.js";';
const PATCHED_IMPORT = `import { decodePath, flattenAndRankRoutes, matchRoutesImpl, stripBasename } from "./utils.js";
import { parsePath } from "./history.js";`;

const ORIGINAL_CLASS = `	update(routes) {
		this.#routes = routes;
		this.#branches = flattenAndRankRoutes(routes);
	}
	match(locationArg, allowPartial = false) {
		return matchRoutesImpl(this.#routes, locationArg, this.#basename, allowPartial, this.#branches);
	}
};`;

// The branch list passed to matchRoutesImpl is a subsequence of the ranked branches, so the first
// branch that matches is unchanged. Why a left-out branch cannot match: each route's path compiles
// (compilePath) to "^/<path>" followed by "/*$" or a look-ahead for "/" or the end, case-insensitive
// unless caseSensitive, so a branch whose routes' paths start with the literal segments a[/b] only
// matches a decoded pathname "/a[/b](/…)". For an ASCII literal, a case-insensitive JavaScript regular
// expression without the u flag matches exactly the strings equal to it after ASCII lower-casing (a
// non-ASCII character never folds to an ASCII one there), hence the lower-cased comparison. Segments
// holding ":", "*", "?", a backslash, an empty part or a non-ASCII character end the literal prefix
// (the branch then stays a candidate for more URLs, never fewer); a pathname that does not start with
// "/" is given every branch.
const PATCHED_CLASS = `	${MARK}
	#prefixes = [];
	#known = new Set();
	#candidates = new Map();
	update(routes) {
		this.#routes = routes;
		this.#branches = flattenAndRankRoutes(routes);
		this.#prefixes = this.#branches.map(acasoStaticPrefix);
		this.#known = new Set(this.#prefixes.flatMap((p) => p.length === 2 ? [p[0], p[0] + "/" + p[1]] : p));
		this.#candidates = new Map();
	}
	match(locationArg, allowPartial = false) {
		return matchRoutesImpl(this.#routes, locationArg, this.#basename, allowPartial, this.#candidatesFor(locationArg));
	}
	#candidatesFor(locationArg) {
		let pathname = stripBasename((typeof locationArg === "string" ? parsePath(locationArg) : locationArg).pathname || "/", this.#basename);
		if (pathname == null) return this.#branches;
		let segments = decodePath(pathname).split("/", 3);
		if (segments[0] !== "") return this.#branches;
		let first = segments[1] === void 0 ? void 0 : segments[1].toLowerCase();
		let second = segments[2] === void 0 ? void 0 : segments[2].toLowerCase();
		let knownFirst = first !== void 0 && this.#known.has(first) ? first : void 0;
		let knownSecond = knownFirst !== void 0 && second !== void 0 && this.#known.has(knownFirst + "/" + second) ? second : void 0;
		let key = knownFirst === void 0 ? "" : knownSecond === void 0 ? "/" + knownFirst : "/" + knownFirst + "/" + knownSecond;
		let list = this.#candidates.get(key);
		if (list === void 0) {
			list = this.#branches.filter((_, i) => {
				let p = this.#prefixes[i];
				return p.length === 0 || (p[0] === knownFirst && (p.length === 1 || p[1] === knownSecond));
			});
			this.#candidates.set(key, list);
		}
		return list;
	}
};
function acasoStaticPrefix(branch) {
	let prefix = [];
	for (let meta of branch.routesMeta) {
		let inner = meta.relativePath.replace(/\\/*\\*?$/, "").replace(/^\\/*/, "");
		if (inner === "") continue;
		for (let segment of inner.split("/")) {
			if (segment === "" || /[:*?\\\\]|[^\\x20-\\x7e]/.test(segment)) return prefix;
			prefix.push(segment.toLowerCase());
			if (prefix.length === 2) return prefix;
		}
		if (meta.relativePath.endsWith("*")) return prefix;
	}
	return prefix;
}`;

const root = path.resolve(import.meta.dirname, "..");
const files = ["production", "development"].map((flavour) =>
  path.join(root, "node_modules", "react-router", "dist", flavour, "lib", "router", "matcher.js"),
);
const checkOnly = process.argv.includes("--check");
let failed = false;
for (const file of files) {
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    console.warn(`patch-react-router: ${file} is missing (react-router not installed?)`);
    failed = true;
    continue;
  }
  const name = path.relative(root, file);
  if (source.includes(MARK)) {
    if (!checkOnly) console.log(`patch-react-router: ${name} already patched`);
    continue;
  }
  if (checkOnly || !source.includes(ORIGINAL_IMPORT) || !source.includes(ORIGINAL_CLASS)) {
    // Another React Router version: the matcher is left as it is (correct, only slower); say so.
    console.warn(
      `patch-react-router: ${name} ${checkOnly ? "is not patched" : "does not hold the expected matcher code (another React Router version?); left unpatched"} — see docs/decisions/058-route-matching-index.md`,
    );
    failed = true;
    continue;
  }
  writeFileSync(file, source.replace(ORIGINAL_IMPORT, PATCHED_IMPORT).replace(ORIGINAL_CLASS, PATCHED_CLASS));
  console.log(`patch-react-router: ${name} patched`);
}
if (checkOnly && failed) process.exit(1);
