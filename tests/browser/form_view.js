// A translator that acts on its form's submission, as the book's live views once did: the
// control of test_live_models.py, showing that the key test in a sandboxed frame catches a view
// that needs a form (element.evaluate(this file) on an empty host element). It follows the live
// views' contract as far as interact.py reads it (data-attnviz-live, the box, the button, the
// output and the status line, in an open shadow root) and "translates" by echoing the box.
(host) => {
  const root = host.attachShadow({mode: "open"});
  const form = document.createElement("form");
  const input = document.createElement("input");
  input.className = "attnviz-live-input";
  input.setAttribute("aria-label", "English");
  const go = document.createElement("button");
  go.className = "attnviz-live-go";
  go.type = "submit";
  go.textContent = "Translate";
  const output = document.createElement("p");
  output.className = "attnviz-live-output";
  const status = document.createElement("p");
  status.className = "attnviz-live-status";
  form.append(input, go);
  root.append(form, output, status);
  host.setAttribute("data-attnviz-live", "ready");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    host.setAttribute("data-attnviz-live", "running");
    output.textContent = `French: ${input.value}`;
    status.textContent = "Translated.";
    host.setAttribute("data-attnviz-live", "ready");
  });
}
