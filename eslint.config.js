import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const importStyle = [
  {
    regex: "^(~/|\\.\\./)",
    message:
      "Import the project's own files as #app/…, #server/…, #scripts/… or #tests/… (or ./name.ext in the same folder).",
  },
  {
    regex:
      "^(#(app|server|scripts|tests)/|\\./(?!\\+types/))[^?]*(?<!\\.(ts|tsx|js|css|json|woff2))(\\?.*)?$",
    message: "Name the imported file with its extension (x.ts, x.tsx).",
  },
];

/**
 * Static components (docs/architecture.md, "Static components", ADR 021): React renders them to HTML once, on the server, and nothing of React runs in the
 * browser after that. So they keep no state, run no effect, hold no ref, memoise nothing (one
 * render computes each value once anyway) and name no event handler: a behaviour is a module of
 * its own (`./x-script.ts?script`). React Router's components and hooks that act in the browser
 * (links that navigate in place, forms and fetchers that submit through it) do nothing there
 * either. Hooks that read what the server has are fine: useId, useContext, useLocation,
 * useSearchParams, useParams, useMatches, the loader data.
 */
const rendersOnce = "A static component renders once, on the server";
const staticComponentRules = {
  "no-restricted-imports": [
    "error",
    {
      paths: [
        {
          name: "react",
          importNames: [
            "useState",
            "useReducer",
            "useRef",
            "useEffect",
            "useLayoutEffect",
            "useInsertionEffect",
            "useEffectEvent",
            "useImperativeHandle",
            "useCallback",
            "useMemo",
            "useSyncExternalStore",
            "useTransition",
            "useDeferredValue",
            "useOptimistic",
            "useActionState",
            "startTransition",
          ],
          message: `${rendersOnce}: this hook would only act in a browser. Compute a plain value, or give the behaviour to a module of its own (./x-script.ts?script).`,
        },
        {
          name: "react-dom",
          importNames: ["useFormStatus", "createPortal", "flushSync"],
          message: `${rendersOnce}: this would only act in a browser.`,
        },
        {
          name: "react-router",
          importNames: [
            "Link",
            "NavLink",
            "Form",
            "useNavigate",
            "useNavigation",
            "useFetcher",
            "useFetchers",
            "useSubmit",
            "useRevalidator",
            "useBlocker",
            "useBeforeUnload",
            "useViewTransitionState",
          ],
          message: `${rendersOnce}: this would only act in a browser. Use a plain <a href> or <form method>.`,
        },
        {
          name: "#app/components/site/use-client.ts",
          message: `${rendersOnce} and is never hydrated: there is no hydrated state to read.`,
        },
      ],
      patterns: [
        ...importStyle,
        {
          regex: "^(#app/components/.*|\\./[^/]*)(?<!\\.static)\\.tsx$",
          message:
            "A static component renders static components only (x.static.tsx): a component with state or handlers would never run here.",
        },
      ],
    },
  ],
  "no-restricted-syntax": [
    "error",
    {
      selector: "JSXAttribute[name.name=/^on[A-Z]/]",
      message: `${rendersOnce}: an event handler would never run. Give the behaviour to a module of its own (./x-script.ts?script), which finds the markup by a data- attribute.`,
    },
    {
      selector: "JSXAttribute[name.name='ref'] > JSXExpressionContainer > :function",
      message: `${rendersOnce}: a callback ref would never run.`,
    },
    {
      selector: ":matches(TSPropertySignature, TSMethodSignature)[key.name=/^on[A-Z]/]",
      message: "A static component takes no event handler: nothing would ever call it.",
    },
    {
      selector:
        "CallExpression[callee.object.name='React'][callee.property.name=/^use(State|Reducer|Ref|Effect|LayoutEffect|InsertionEffect|EffectEvent|ImperativeHandle|Callback|Memo|SyncExternalStore|Transition|DeferredValue|Optimistic|ActionState)$/]",
      message: `${rendersOnce}: this hook would only act in a browser.`,
    },
  ],
};

export default tseslint.config(
  { ignores: ["build*/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
      // One import style (docs/architecture.md, "Imports"): the project's own files by their
      // package.json `imports` alias and with their extension, a file in the same folder as ./name.ext.
      "no-restricted-imports": ["error", { patterns: importStyle }],
    },
  },
  {
    // Static components, and the public site's route modules (every one renders on a page without
    // the framework runtime; the back office's are under routes/admin/).
    files: ["app/components/**/*.static.tsx", "app/routes/*.tsx"],
    rules: staticComponentRules,
  },
  {
    // Modules a browser may load: an Intl object made as one loads costs a phone's main thread some
    // 40 ms the first time (ICU's data), before the page can answer a tap.
    files: ["app/**/*.ts"],
    ignores: ["app/**/*.server.ts", "app/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "VariableDeclarator > NewExpression",
          "VariableDeclarator > MemberExpression > NewExpression",
        ].map((path) => ({
          selector: `${path}[callee.object.name='Intl']`,
          message:
            "Make the Intl object at its first use (madeOnce, app/lib/made-once.ts), not as the module loads.",
        })),
      ],
    },
  },
  {
    files: ["scripts/**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
