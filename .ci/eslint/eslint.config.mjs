// ESLint's configuration for the package's front end: attnviz/static/*.js, classic scripts
// (no modules) that run in the browser, in every Jupyter front end and on the static site.
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["**/*.js"],
    languageOptions: {
      ecmaVersion: 2020,
      sourceType: "script",
      globals: {...globals.browser}
    },
    rules: {
      "eqeqeq": "error",
      "no-implicit-globals": "error",
      "no-unused-vars": ["error", {"args": "none"}],
      "no-var": "off",
      "no-eval": "error",
      "no-implied-eval": "error",
      "no-new-func": "error",
      "no-restricted-properties": ["error",
        {"property": "innerHTML", "message": "write text with textContent"},
        {"property": "outerHTML", "message": "write text with textContent"}],
      "no-restricted-globals": ["error", "fetch", "XMLHttpRequest", "WebSocket", "EventSource"],
      "strict": ["error", "function"],
      "curly": "error",
      "max-len": ["error", {"code": 100}]
    }
  }
];
