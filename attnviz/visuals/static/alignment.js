/*
 * The alignment view (attnviz.widgets.alignment_explorer): a translator's attention, sentence by
 * sentence. A select picks the sentence, another the kind of attention (cross-attention, the
 * encoder's self-attention, the decoder's masked self-attention, whichever the model has); the
 * chosen maps are drawn by the attention view's renderer (attention.js), with its layer and
 * head controls, inside this view. A line above says what the sentence became and names the
 * words the model did not know.
 *
 * Data (from Python): sentences, each {source, output, unknown, maps}, where maps holds one
 * attention view's data (see attention.js) per kind, in the order of kinds (its names).
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];

  function render(root, D, host) {
    var element = views.element;
    var drawAttention = views.renderers.attention;
    var bar = element("div", "attnviz-bar");
    var sentenceSelect = views.select("sentence", "attnviz-sentence",
      D.sentences.map(function (sentence, i) {
        return [i, sentence.source];
      }), 0);
    var kindSelect = views.select("attention", "attnviz-kind", D.kinds.map(function (kind, k) {
      return [k, kind];
    }), 0);
    var line = element("div", "attnviz-translation");
    var holder = element("div", "attnviz-holder");
    bar.appendChild(sentenceSelect.wrapper);
    bar.appendChild(kindSelect.wrapper);
    root.appendChild(bar);
    root.appendChild(line);
    root.appendChild(holder);

    function show() {
      var sentence = D.sentences[Number(sentenceSelect.control.value) || 0];
      var kind = Number(kindSelect.control.value) || 0;
      var text = sentence.source + " \u2192 " + sentence.output;
      if (sentence.unknown.length) {
        text += "   (not in the vocabulary, read as <unk>: " + sentence.unknown.join(", ") + ")";
      }
      line.textContent = text;
      host.setAttribute("data-sentence", String(sentenceSelect.control.value));
      host.setAttribute("data-kind", D.kinds[kind]);
      while (holder.firstChild) {
        holder.removeChild(holder.firstChild);
      }
      drawAttention(holder, sentence.maps[kind], host);
    }

    sentenceSelect.control.addEventListener("change", show);
    kindSelect.control.addEventListener("change", show);
    show();
  }

  views.register("alignment", render);
})();
