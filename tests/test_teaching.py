"""The teaching guide: fifteen sessions that add up, each with its check, slides and exercises.

The syllabus is read as Markdown: one ``## Session N: ...`` section per session, each with its
chapter line, a link to its slide deck, a pre-class check, the figures to draw or show, a plan
table of minutes and the exercises to assign. The exercises and figures it names must exist in
the chapters' notebooks, and the diagrams in ``attnviz``.
"""

import json
import re
from pathlib import Path

import pytest
import yaml
from notebook_numbers import (
    NUMBER,
    benchmark_numbers,
    printed_numbers,
    quoted_integers,
    sink_runs,
    sink_summary,
)

import attnviz

ROOT = Path(__file__).resolve().parent.parent
TEACHING = ROOT / "book" / "teaching"
SYLLABUS = TEACHING / "syllabus.md"
REFRESHER = TEACHING / "rnn_refresher.md"
NOTEBOOKS = {int(p.name[:2]): p for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")}
SESSION_MINUTES = 50
# Session -> chapter: one chapter each, except chapter 7 (the Transformer) and chapter 11 (today's
# language models), which take two each.
CHAPTER_OF_SESSION = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 7, 9: 8, 10: 9, 11: 10,
                      12: 11, 13: 11, 14: 12, 15: 13}
# Exercises of an earlier chapter that a session assigns because it builds on them: session 13's
# FlashAttention backward pass starts from chapter 10's streaming log-sum-exp (chapter 11's five
# exercises do not fill two sessions' three each).
BORROWED = {13: {"ch10-ex-online"}}
# Chapter 7's two build-it-yourself exercises split between its sessions: session 7 writes the
# layer norm, session 8 the encoder block's forward pass out of the sublayers session 7 built.
ROW = re.compile(r"^\| (\d+)–(\d+) \| (.+) \|$")
EXERCISE_KIND = re.compile(r"^(In class|Homework \(5 points\)|Homework, optional): ")
EXERCISE_TIME = re.compile(r"\{ref\}`([^`]+)` \(about (\d+) minutes")
BIB_KEYS = set(re.findall(r"^@\w+\{([^,\s]+),", (ROOT / "book" / "references.bib").read_text(
    encoding="utf-8"), flags=re.M))


def _sessions(text=None):
    """``{number: (title, body)}`` of every ``## Session N: title`` section of the syllabus."""
    text = SYLLABUS.read_text(encoding="utf-8") if text is None else text
    sections = re.split(r"^## ", text, flags=re.M)[1:]
    found = {}
    for section in sections:
        match = re.match(r"Session (\d+): (.*)\n", section)
        if match:
            found[int(match.group(1))] = (match.group(2), section)
    return found


def _cells(path):
    return ["".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]]


def _exercise_labels(chapter):
    return {label for text in _cells(NOTEBOOKS[chapter])
            for label in re.findall(r"^:label: (\S+)$", text, flags=re.M)}


def _ends_with_a_checker(chapter, label):
    """The chapter's exercise ``label`` is a build-it-yourself one: its text names the call to
    its checker, ``check_<name>(<function>)``."""
    (text,) = [text for text in _cells(NOTEBOOKS[chapter]) if f":label: {label}\n" in text]
    return re.search(r"`check_\w+\(\w+\)`", text) is not None


def _figure_labels(chapter):
    cells = json.loads(NOTEBOOKS[chapter].read_text(encoding="utf-8"))["cells"]
    return {c["metadata"]["mystnb"]["figure"]["name"] for c in cells
            if "figure" in c.get("metadata", {}).get("mystnb", {})}


def _paragraph(body, heading):
    """The paragraph of a session that starts with ``**heading**``."""
    match = re.search(rf"^\*\*{re.escape(heading)}\*\*(.*?)(?=\n\n)", body, flags=re.M | re.S)
    assert match, f"no paragraph starting with **{heading}**"
    return match.group(1)


def _plan(body):
    """The rows of a session's plan table as ``[(start, end, activity), ...]``."""
    table = body.split("| minutes | activity |\n| --- | --- |\n", 1)[1].split("\n\n", 1)[0]
    rows = []
    for line in table.splitlines():
        match = ROW.match(line)
        assert match, f"not a plan row of the form '| a–b | activity |': {line!r}"
        rows.append((int(match.group(1)), int(match.group(2)), match.group(3)))
    return rows


def _exercises(body):
    """``[(kind, label, minutes), ...]`` of a session's *Exercises to assign* list."""
    part = body.split("**Exercises to assign.**", 1)[1].strip()
    found = []
    for item in re.split(r"^- ", part, flags=re.M)[1:]:
        kind = EXERCISE_KIND.match(item)
        assert kind, f"an exercise item of no known kind: {item[:40]!r}"
        times = EXERCISE_TIME.findall(item)
        assert times, f"an exercise item without an exercise and its time: {item[:40]!r}"
        found += [(kind.group(1), label, int(minutes)) for label, minutes in times]
    return found


def _check_plan(body):
    """Raise AssertionError unless the plan fills the session and holds its in-class exercise."""
    rows = _plan(body)
    assert rows[0][0] == 0, f"the plan starts at minute {rows[0][0]}, not 0"
    for (_, end, _), (start, _, _) in zip(rows, rows[1:], strict=False):
        assert start == end, f"the plan jumps from minute {end} to minute {start}"
    assert all(start < end for start, end, _ in rows), "a row of the plan lasts no time"
    assert rows[-1][1] == SESSION_MINUTES, (
        f"the plan ends at minute {rows[-1][1]}, not {SESSION_MINUTES}")
    (in_class,) = [(label, minutes) for kind, label, minutes in _exercises(body)
                   if kind == "In class"]
    label, minutes = in_class
    given = sum(end - start for start, end, activity in rows if f"{{ref}}`{label}`" in activity)
    assert given >= minutes, (
        f"the plan gives the in-class exercise {label} {given} minutes, the list about {minutes}")


def _check_pre_class(body):
    """Raise AssertionError unless the session has 3-5 questions and an answer to each."""
    part = body.split("**Before class.**", 1)[1].split("**Figures to draw or show.**", 1)[0]
    assert "```{dropdown} Answers\n" in part, "no dropdown of answers"
    questions_part, rest = part.split("```{dropdown} Answers\n", 1)
    answers_part = rest.split("\n```", 1)[0]
    questions = re.findall(r"^(\d+)\. \S", questions_part, flags=re.M)
    answers = re.findall(r"^(\d+)\. \S", answers_part, flags=re.M)
    assert 3 <= len(questions) <= 5, f"{len(questions)} pre-class questions"
    numbers = [str(n) for n in range(1, len(questions) + 1)]
    assert questions == numbers and answers == numbers, (questions, answers)


def _check_slides(number, body):
    """Raise AssertionError unless the deck link sits right under the chapter line."""
    link = (f'<a href="../../slides/session-{number:02d}.html">'
            f"Slides for session {number}</a>")
    after_chapter = body.split("\nChapter: ", 1)[1].split("\n\n", 2)
    assert after_chapter[1] == link, f"session {number}: {after_chapter[1]!r} is not {link!r}"


def test_the_guide_is_in_the_table_of_contents():
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    (part,) = [p for p in toc["parts"] if p["caption"] == "Teaching guide"]
    files = [chapter["file"] for chapter in part["chapters"]]
    assert files == ["book/teaching/syllabus", "book/teaching/rnn_refresher",
                     "book/teaching/lab_setup", "book/teaching/grading", "book/teaching/faq",
                     "book/teaching/question_bank"]
    for file in files:
        assert (ROOT / f"{file}.md").is_file(), file


def test_fifteen_sessions_mapped_to_the_chapters():
    sessions = _sessions()
    assert sorted(sessions) == list(range(1, 16))
    assert set(CHAPTER_OF_SESSION.values()) == set(NOTEBOOKS)
    for number, (_, body) in sessions.items():
        notebook = NOTEBOOKS[CHAPTER_OF_SESSION[number]]
        assert f"\nChapter: {{doc}}`/notebooks/{notebook.stem}`" in body, number
        others = set(re.findall(r"^Chapter: \{doc\}`/notebooks/(\w+)`", body, flags=re.M))
        assert others == {notebook.stem}, number
    assert "part 1" in sessions[7][0] and "part 2" in sessions[8][0]
    assert "part 1" in sessions[12][0] and "part 2" in sessions[13][0]


def test_assigned_exercises_exist_in_the_sessions_chapter():
    # The build-it-yourself exercises (chN-ex-write-*) are added to the notebooks separately;
    # until they are, this test names the labels that are still missing.
    for number, (_, body) in _sessions().items():
        chapter = CHAPTER_OF_SESSION[number]
        assigned = re.findall(r"\{ref\}`(ch\d+-ex-[^`]+)`", body)
        assert assigned, number
        missing = set(assigned) - _exercise_labels(chapter) - BORROWED.get(number, set())
        assert not missing, f"session {number}: not exercises of chapter {chapter}: {missing}"
    for number, labels in BORROWED.items():
        for label in labels:
            earlier = int(re.match(r"ch(\d+)-", label)[1])
            assert earlier < CHAPTER_OF_SESSION[number] and label in _exercise_labels(earlier)


def test_no_exercise_is_assigned_in_two_sessions():
    seen = {}
    for number, (_, body) in _sessions().items():
        for _, label, _ in _exercises(body):
            assert label not in seen, f"{label}: sessions {seen[label]} and {number}"
            seen[label] = number


def test_each_session_assigns_one_in_class_and_two_marked_exercises():
    for number, (_, body) in _sessions().items():
        exercises = _exercises(body)
        in_class = [label for kind, label, _ in exercises if kind == "In class"]
        marked = [label for kind, label, _ in exercises if kind == "Homework (5 points)"]
        assert len(in_class) == 1 and len(marked) == 2, (number, exercises)
        assert _ends_with_a_checker(CHAPTER_OF_SESSION[number], in_class[0]), (number, in_class)
        labels = [label for _, label, _ in exercises]
        assert len(labels) == len(set(labels)), number
        # Every exercise the session names by {ref} is in its list, with its time.
        assert set(re.findall(r"\{ref\}`(ch\d+-ex-[^`]+)`",
                              body.split("**Exercises to assign.**", 1)[1])) == set(labels)


def test_each_slide_deck_shows_its_sessions_in_class_exercise():
    for number, (_, body) in _sessions().items():
        (in_class,) = [label for kind, label, _ in _exercises(body) if kind == "In class"]
        deck = (ROOT / "book" / "slides" / f"session-{number:02d}.md").read_text(encoding="utf-8")
        assert f"\n  label: {in_class}\n" in deck, (number, in_class)


def test_every_plan_adds_up_to_the_session_and_holds_its_in_class_exercise():
    for number, (_, body) in _sessions().items():
        try:
            _check_plan(body)
        except AssertionError as error:
            raise AssertionError(f"session {number}: {error}") from error


def test_every_session_has_a_pre_class_check_with_answers():
    for number, (_, body) in _sessions().items():
        try:
            _check_pre_class(body)
        except AssertionError as error:
            raise AssertionError(f"session {number}: {error}") from error


def test_every_session_links_its_slide_deck_under_its_chapter_line():
    for number, (_, body) in _sessions().items():
        _check_slides(number, body)


def test_figures_name_existing_diagrams_for_the_board_and_for_a_slide():
    names = set(attnviz.diagram_names())
    used = set()
    for number, (_, body) in _sessions().items():
        figures = _paragraph(body, "Figures to draw or show.")
        assert "On the board:" in figures and "On a slide:" in figures, number
        diagrams = set(re.findall(r"\(`(ch\d+-[a-z-]+)`\)", figures))
        assert diagrams <= names, (number, diagrams - names)
        used |= diagrams
        for label in re.findall(r"\{numref\}`(fig-ch(\d+)-[a-z-]+)`", figures):
            assert label[0] in _figure_labels(int(label[1])), (number, label[0])
    assert used == names, f"diagrams no session uses: {names - used}"


def test_the_rnn_refresher_is_complete_and_linked_from_session_4():
    text = REFRESHER.read_text(encoding="utf-8")
    for needle in ("update gate", "reset gate", "nn.GRU", "batch_first", "teacher forcing",
                   "bottleneck", r"\mathbf{z}_t", r"\mathbf{r}_t"):
        assert needle in text, needle
    questions = text.split("## Check yourself", 1)[1]
    assert len(re.findall(r"^\d+\. ", questions, flags=re.M)) == 3
    assert questions.count("```{dropdown} Answer\n") == 3
    body = _sessions()[4][1]
    assert "{doc}`/book/teaching/rnn_refresher`" in body
    assert "{doc}`/book/teaching/rnn_refresher`" in _sessions()[3][1]  # assigned as reading


def test_teaching_pages_cite_only_known_references():
    for page in TEACHING.glob("*.md"):
        for keys in re.findall(r"\{cite(?::\w+)?\}`([^`]+)`", page.read_text(encoding="utf-8")):
            for key in keys.split(","):
                assert key.strip() in BIB_KEYS, (page.name, key)


def test_the_course_is_described_as_fifteen_sessions_everywhere():
    for path in (SYLLABUS, ROOT / "README.md", ROOT / "book" / "intro.md"):
        text = path.read_text(encoding="utf-8")
        assert "fifteen-session" in text, path.name
        for other in ("fourteen-session", "thirteen-session", "twelve-session", "eleven-session",
                      "ten-session", "fourteen sessions", "twelve sessions", "thirteen sessions"):
            assert other not in text, (path.name, other)
    for path in TEACHING.glob("*.md"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"(twelve|thirteen|fourteen) (sessions|in all)|sessions 1[234]0|"
                             r"8 to 1[234]\b", text), path.name
    assert "The book has thirteen chapters." in (ROOT / "book" / "intro.md").read_text(
        encoding="utf-8") and len(NOTEBOOKS) == 13
    syllabus = SYLLABUS.read_text(encoding="utf-8")
    assert "python -m tools.editions" in syllabus
    assert "strip_solutions" not in syllabus


# Each check above must be able to fail: break a copy of a good session and see it refused.

def _session(number):
    return _sessions()[number][1]


@pytest.mark.parametrize(("old", "new"), [
    ("| 0–5 |", "| 1–5 |"),                # does not start at 0
    ("| 5–12 |", "| 6–12 |"),              # a gap
    ("| 47–50 |", "| 47–49 |"),            # ends early
    ("| 12–17 |", "| 10–17 |"),            # an overlap
])
def test_a_broken_plan_is_refused(old, new):
    body = _session(1)
    assert old in body
    with pytest.raises(AssertionError):
        _check_plan(body.replace(old, new))


def test_a_plan_without_its_in_class_exercise_is_refused():
    body = _session(1)
    broken = body.replace("In-class exercise in pairs: {ref}`ch1-ex-write-softmax`",
                          "Pairs write a softmax")
    assert broken != body
    with pytest.raises(AssertionError, match="0 minutes"):
        _check_plan(broken)


def test_a_plan_that_gives_the_exercise_too_little_time_is_refused():
    body = _session(1)
    broken = body.replace("{ref}`ch1-ex-write-softmax` (about 10 minutes)",
                          "{ref}`ch1-ex-write-softmax` (about 30 minutes)")
    assert broken != body
    with pytest.raises(AssertionError, match="about 30"):
        _check_plan(broken)


def test_a_broken_pre_class_check_is_refused():
    body = _session(1)
    questions = body.split("**Before class.**", 1)[1].split("```{dropdown}", 1)[0]
    two = re.sub(r"^[34]\. .*(\n   .*)*\n", "", questions, flags=re.M)
    assert two != questions
    with pytest.raises(AssertionError, match="2 pre-class questions"):
        _check_pre_class(body.replace(questions, two))
    answers = body.split("```{dropdown} Answers\n", 1)[1].split("\n```", 1)[0]
    with pytest.raises(AssertionError):
        _check_pre_class(body.replace(answers, answers.replace("\n4. ", "\n   ")))
    with pytest.raises(AssertionError, match="no dropdown"):
        _check_pre_class(body.replace("```{dropdown} Answers\n", "Answers:\n"))


def test_an_in_class_exercise_without_a_checker_is_refused():
    assert _ends_with_a_checker(11, "ch11-ex-absorbed")
    assert _ends_with_a_checker(10, "ch10-ex-write-online-softmax")
    assert not _ends_with_a_checker(11, "ch11-ex-ntk")  # a derivation, checked by hand
    assert not _ends_with_a_checker(10, "ch10-ex-rope")


def test_a_wrong_or_misplaced_slide_link_is_refused():
    body = _session(7)
    with pytest.raises(AssertionError):
        _check_slides(7, body.replace("session-07.html", "session-7.html"))
    with pytest.raises(AssertionError):
        _check_slides(8, body)
    moved = body.replace('\n\n<a href="../../slides/session-07.html">', '\n\nSee the slides. '
                         '<a href="../../slides/session-07.html">')
    with pytest.raises(AssertionError):
        _check_slides(7, moved)


def test_the_parser_sees_every_session():
    text = SYLLABUS.read_text(encoding="utf-8")
    assert len(_sessions(text.replace("## Session 12:", "## Session twelve:"))) == 14


# ------------------------------------------------------------------------------------------
# The numbers of the guide are the chapters' own
# ------------------------------------------------------------------------------------------

def _chapter_numbers(chapter):
    """Every number a chapter prints or sets in its code: what the guide may quote."""
    return printed_numbers(NOTEBOOKS[chapter])


def _quoted_numbers(text):
    """The decimals and the numbers with thousands separators of a text, outside code spans."""
    return {n.replace(",", "") for n in NUMBER.findall(re.sub(r"`[^`]*`", "", text))}


def _benchmark_numbers(text):
    """The numbers of the benchmark outputs ``text`` names (notebook_numbers)."""
    return benchmark_numbers(text, ROOT)


def _quotable(number, body):
    """What session ``number`` may quote: its chapter's printed numbers, and those of the
    benchmarks its text names."""
    return _chapter_numbers(CHAPTER_OF_SESSION[number]) | _benchmark_numbers(body)


def test_every_number_of_a_session_is_printed_by_its_chapter():
    """A number in a session (0.414, 17,065, 1.642) is read off its chapter's outputs, or off the
    output of a benchmark the session names: when a re-executed chapter or benchmark prints
    another number, the syllabus is stale and this fails."""
    for number, (_, body) in _sessions().items():
        missing = _quoted_numbers(body) - _quotable(number, body)
        assert not missing, f"session {number}: numbers its chapter does not print: {missing}"


# Whole numbers that a session quotes and its chapter does not print, each with its reason.
NOT_PRINTED = {11: {"36": "the 6 x 6 tiles of the tiling diagram, counted on the board"},
               15: {"2025": "the year in the chapter's title"}}


def test_every_whole_number_of_a_session_is_its_chapters_own():
    """A count in a session (579 steps, 362 prompt chunks, 40 requests) is one its chapter prints
    or sets in its code, or one of a benchmark it names: integers are bound as decimals are."""
    for number, (_, body) in _sessions().items():
        missing = (quoted_integers(body) - _quotable(number, body)
                   - set(NOT_PRINTED.get(number, {})))
        assert not missing, f"session {number}: counts its chapter does not print: {missing}"


def test_a_stale_count_is_refused():
    body = _session(14)
    assert "579 steps" in body and "578" not in _chapter_numbers(12)
    assert quoted_integers(body.replace("579 steps", "578 steps")) - _quotable(14, body) == {
        "578"}
    # what is not a result is not checked: minutes, plan rows, session numbers
    assert quoted_integers("(about 25 minutes) | 14–22 | session 14, sessions 12 and 13") == set()


def test_a_stale_number_is_refused():
    body = _session(8)
    assert "0.409" in body and "0.419" not in _chapter_numbers(7)
    assert _quoted_numbers(body.replace("0.409", "0.419")) - _chapter_numbers(7) == {"0.419"}
    # A benchmark's numbers count only where the session names the benchmark.
    body = _session(12)
    assert "4.986" in body and "4.986" not in _chapter_numbers(11)
    unnamed = body.replace("`benchmarks/attention_sinks.py`", "a benchmark")
    assert "4.986" in _quoted_numbers(unnamed) - _quotable(12, unnamed)
    assert "4.987" in _quoted_numbers(body.replace("4.986", "4.987")) - _quotable(12, body)


def test_session_12_tells_the_sinks_as_every_run_measured_them():
    """The sinks row of session 12 says what held over the benchmark's runs (every seed, numeric
    path and stack), in how many of them, with the range of what varied; the learned-sink row
    says in how many runs the plain window kept the copies and how badly it lost them."""
    summary = sink_summary(ROOT)
    runs = sink_runs(ROOT)
    start, learned = runs["start-token sink"], runs["learned sink logits"]
    assert len(start) == len(learned) == summary["start-token sink", "sink"]["formed"][1] >= 12
    (sinks,) = [a for _, _, a in _plan(_session(12)) if "*Attention sinks and streaming*" in a]
    assert "`benchmarks/attention_sinks.py`" in sinks
    formed, lost = (summary["start-token sink", "sink"][k] for k in ("formed", "lost"))
    assert f"a sink formed in {formed[0]} of {formed[1]} runs" in sinks
    assert f"the full cache failed beyond the training length in {lost[0]} of {lost[1]}" in sinks
    alone, kept = summary["start-token sink", "window 32"], summary[
        "start-token sink", "1 sink + window 32"]
    assert f"kept the copies in {kept['kept'][0]} of {kept['kept'][1]}" in sinks
    assert (f"kept this model's copies in {alone['kept'][0]} of {alone['kept'][1]} and cost the "
            f"other tokens from {alone['cost'][0]} to {alone['cost'][1]} nats") in sinks
    # the rows behind the summary agree with it
    assert sum(run["1 sink + window 32"][0] < 0.05 for run in start) == kept["kept"][0]
    assert "seed 0 is the run shown" not in sinks and "over the three seeds" not in sinks
    (learned_row,) = [a for _, _, a in _plan(_session(12)) if "*A learned sink*" in a]
    plain = summary["learned sink logits", "window 32"]
    assert (f"kept the copies in {plain['kept'][0]} of {plain['kept'][1]} and lost them in the "
            f"rest, by up to {plain['worst']} nats") in learned_row
    assert "two runs of three" not in learned_row


def test_sessions_10_and_11_give_the_circuits_and_the_positions_their_time():
    """Induction heads get more than 7 minutes of session 10, rotary and ALiBi more than 6 of
    session 11, and the ablation is told as chapter 9 prints it."""
    def minutes(number, topic):
        return sum(end - start for start, end, activity in _plan(_session(number))
                   if topic in activity)

    assert minutes(10, "*What attention heads learn*") > 7
    assert minutes(11, "*Positions that rotate or bias*") > 6
    ablation = next(a for _, _, a in _plan(_session(10)) if "*What attention heads learn*" in a)
    printed = _chapter_numbers(9)
    for value in ("0.25", "0.28", "0.55", "4.80", "4.37"):
        assert value in ablation and value in printed, value


def test_sessions_12_and_13_give_every_topic_of_chapter_11_real_time():
    """Chapter 11's seven sections and two in-class exercises fill two sessions: every section
    has a row of its own, with the minutes it needs to be taught rather than mentioned."""
    def minutes(topic):
        rows = [(end - start, activity) for number in (12, 13)
                for start, end, activity in _plan(_session(number)) if topic in activity]
        assert len(rows) == 1, (topic, rows)
        return rows[0][0]

    needs = {"*Multi-head latent attention*": 8, "*Attention sinks and streaming*": 10,
             "*A learned sink*": 4, "*A paged key–value cache*": 5,
             "*A quantised key–value cache*": 7, "*Longer contexts*": 8,
             "*FlashAttention's backward pass*": 7, "*Prefill and decode*": 5,
             "{ref}`ch11-ex-absorbed`": 15, "{ref}`ch11-ex-quantize`": 15}
    for topic, least in needs.items():
        assert minutes(topic) >= least, topic
    sections = [a for number in (12, 13) for _, _, a in _plan(_session(number))]
    for activity in sections:  # one section of the chapter per row
        assert sum(topic in activity for topic in needs if topic.startswith("*")) <= 1, activity


def test_the_rubric_and_the_exercise_paragraph_say_what_the_stub_does_now():
    text = SYLLABUS.read_text(encoding="utf-8")
    assert "NotImplementedError" not in text
    assert "not attempted" in text
    assert "{ref}`grading-time`" in text and "about a minute" not in text.split(
        "### Homework: rubric and points", 1)[1].split("Every exercise is marked", 1)[0]
    assert "works on the trained translator" not in text
    assert "check_encoder_block" in text.split("## Session 1:", 1)[0]


FAQ = TEACHING / "faq.md"
# Numbers of the FAQ that no chapter prints, each with what it is.
FAQ_CONSTANTS = {"1.4": "the square root of 2, arithmetic",
                 "20000": "chapter 3's random pairs per width, set in its code as 20_000"}


def test_every_number_of_the_faq_is_printed_by_a_chapter_it_points_to():
    """A number in an answer of the FAQ (506.5, 0.487, 263,168) is printed by one of the chapters
    its answer points to: a re-executed chapter that prints another number makes this fail."""
    for section in re.split(r"^## ", FAQ.read_text(encoding="utf-8"), flags=re.M)[1:]:
        chapters = {int(n) for n in re.findall(r"\{doc\}`/notebooks/(\d\d)_", section)}
        printed = set().union(*(_chapter_numbers(chapter) for chapter in chapters))
        missing = _quoted_numbers(section) - printed - set(FAQ_CONSTANTS)
        assert not missing, f"FAQ, {section.splitlines()[0]!r}: no chapter prints {missing}"
    assert all(key in _quoted_numbers(FAQ.read_text(encoding="utf-8")) for key in FAQ_CONSTANTS)


# ------------------------------------------------------------------------------------------
# The question bank
# ------------------------------------------------------------------------------------------

QUESTION_BANK = TEACHING / "question_bank.md"
KINDS = ("conceptual", "computational", "read the figure", "read the table", "read the output")


def _bank_chapters(text=None):
    """``{chapter: [(label, kind, question, answer), ...]}`` of the question bank."""
    text = QUESTION_BANK.read_text(encoding="utf-8") if text is None else text
    found = {}
    for section in re.split(r"^## ", text, flags=re.M)[1:]:
        match = re.match(r"Chapter (\d+): ", section)
        if not match:
            continue
        questions = []
        for block in re.split(r"^\((qb-[a-z0-9-]+)\)=\n", section, flags=re.M)[1:]:
            if block.startswith("qb-"):
                questions.append([block])
                continue
            head = re.match(r"\*\*Question (\d+)\.(\d+) \(([^)]+)\)\.\*\* (.*?)\n\n", block, re.S)
            assert head, f"{questions[-1][0]}: no '**Question N.k (kind).**' paragraph"
            answer = re.search(r"^```\{dropdown\} Answer\n(.*?)\n```$", block, re.M | re.S)
            questions[-1] += [int(head[1]), head[3], head[4], answer[1] if answer else None]
        found[int(match[1])] = questions
    return found


def _bank_answer(label):
    (answer,) = [q[4] for questions in _bank_chapters().values() for q in questions
                 if q[0] == label]
    return answer


def test_the_question_bank_has_three_answered_questions_per_chapter():
    chapters = _bank_chapters()
    assert sorted(chapters) == sorted(NOTEBOOKS)
    for chapter, questions in chapters.items():
        assert len(questions) >= 3, chapter
        kinds = set()
        for label, number, kind, question, answer in questions:
            assert label.startswith(f"qb-ch{chapter}-"), label
            assert number == chapter, label
            assert kind in KINDS, (label, kind)
            assert question.strip() and answer and answer.strip(), label
            kinds.add(kind.split()[0])
        # Each chapter mixes kinds: at least two of conceptual, computational, read.
        assert len(kinds) >= 2, (chapter, kinds)
    all_kinds = {q[2] for questions in chapters.values() for q in questions}
    assert {"conceptual", "computational"} <= all_kinds
    assert any(kind.startswith("read") for kind in all_kinds)


def test_a_question_without_its_answer_is_refused():
    text = QUESTION_BANK.read_text(encoding="utf-8")
    broken = text.replace("```{dropdown} Answer\n$e^2 = 7.389$", "Answer:\n$e^2 = 7.389$", 1)
    assert broken != text
    (question,) = [q for q in _bank_chapters(broken)[1] if q[0] == "qb-ch1-softmax"]
    assert question[4] is None


def _contains(answer, value, places):
    """The answer states ``value`` rounded to ``places`` decimals."""
    return f"{value:.{places}f}" in answer.replace(",", "") or (
        f"{-value:.{places}f}" in answer and value < 0)


def test_the_computational_answers_are_right():
    """Each computational answer, recomputed with torch and attnviz."""
    import math

    import torch

    # 1.2: softmax of (2, 1, 0), values (10, 20, 30)
    weights = torch.softmax(torch.tensor([2.0, 1.0, 0.0], dtype=torch.float64), dim=-1)
    answer = _bank_answer("qb-ch1-softmax")
    assert all(_contains(answer, w, 3) for w in weights.tolist())
    output = float(weights @ torch.tensor([10.0, 20.0, 30.0], dtype=torch.float64))
    assert _contains(answer, output, 2)
    # 2.2: Nadaraya-Watson with the package's Gaussian estimator
    x_train = torch.tensor([0.0, 1.0, 2.0], dtype=torch.float64)
    y_train = torch.tensor([0.0, 1.0, 4.0], dtype=torch.float64)
    estimate, weights = attnviz.nadaraya_watson(
        x_train, y_train, torch.tensor([1.0], dtype=torch.float64), kernel="gaussian", width=1.0)
    answer = _bank_answer("qb-ch2-weights")
    assert _contains(answer, float(estimate.reshape(-1)[0]), 3)
    assert all(_contains(answer, w, 3) for w in weights.reshape(-1).tolist())
    # 3.1: standard deviations at d = 64
    answer = _bank_answer("qb-ch3-variance")
    assert "deviation is 8" in answer and math.sqrt(64) == 8  # exact: a perfect square
    # 4.2: BLEU of the worked example, with the package's BLEU
    bleu = attnviz.bleu("il est mouillé .", "il est calme .", k=2)
    assert _contains(_bank_answer("qb-ch4-bleu"), bleu, 3)
    # 5.2: parameters of multi-head attention at D = 64, 4 and 8 heads
    for heads in (4, 8):
        layer = attnviz.MultiHeadAttention(d_model=64, num_heads=heads)
        count = sum(p.numel() for p in layer.parameters())
        assert f"{count:,}".replace(",", "{,}") in _bank_answer("qb-ch5-params")
    # 6.2: the sinusoidal table at position 1, d = 4
    table = attnviz.SinusoidalPositionalEncoding(d_model=4, max_len=2).P.reshape(-1, 4)[1]
    answer = _bank_answer("qb-ch6-sinusoidal")
    assert all(_contains(answer, v, 3) for v in table.tolist())
    # 6.3: bytes at n = 2048, by the growth the table shows
    assert "67,108,864" in _bank_answer("qb-ch6-memory") and 2048**2 * 16 == 67_108_864
    # 7.2: layer norm of (1, 2, 3, 6)
    x = torch.tensor([[1.0, 2.0, 3.0, 6.0]], dtype=torch.float64)
    normed = torch.nn.functional.layer_norm(x, (4,), eps=0.0)[0]
    answer = _bank_answer("qb-ch7-layernorm")
    assert all(_contains(answer, v, 3) for v in normed.tolist() if abs(v) > 1e-9)
    # 8.2: patches of a 3 x 32 x 32 image, patch size 4, with the package's patch cutter
    patches = attnviz.patchify(torch.zeros(1, 3, 32, 32), patch_size=4)
    answer = _bank_answer("qb-ch8-patches")
    tokens, width = patches.shape[1:]
    assert f"= {tokens}$ patches, {tokens + 1} tokens" in answer and f"= {width}$" in answer
    # 9.2: temperature 0.5 on logits (2, 1, 0)
    probs = torch.softmax(torch.tensor([2.0, 1.0, 0.0], dtype=torch.float64) / 0.5, dim=-1)
    assert all(_contains(_bank_answer("qb-ch9-temperature"), p, 3) for p in probs.tolist())
    # 10.1: online softmax of (1, 3) in blocks of one
    answer = _bank_answer("qb-ch10-online")
    running = math.exp(1 - 3) * 1 + math.exp(0)
    assert _contains(answer, running, 3)
    assert _contains(answer, float(torch.softmax(torch.tensor([1.0, 3.0]), -1)[1]), 3)
    # 10.2: cache numbers per token with the package's grouped-query attention
    answer = _bank_answer("qb-ch10-cache")
    for kv_heads in (8, 2, 1):
        layer = attnviz.MultiHeadAttention(d_model=512, num_heads=8, num_kv_heads=kv_heads)
        per_token = 2 * layer.W_k.out_features
        assert f"{per_token:,}" in answer, kv_heads
    # 11.1: cache numbers per token, with the package's counter
    answer = _bank_answer("qb-ch11-latent")
    small, v2 = dict(num_heads=4, head_dim=16), dict(num_heads=128, head_dim=128)
    for sizes, designs in ((small, (dict(kind="mha"), dict(kind="gqa", num_kv_heads=2),
                                    dict(kind="mqa"), dict(kind="mla", latent_dim=32, rope_dim=8))),
                           (v2, (dict(kind="mha"), dict(kind="mla", latent_dim=512, rope_dim=64)))):
        for design in designs:
            numbers = attnviz.kv_cache_numbers_per_token(**design, **sizes)
            assert f"= {numbers:,}$".replace(",", "{,}") in answer, (sizes, design)
    assert _contains(answer, 576 / 32_768, 3)
    # 11.4: a request of 45 tokens, reserved or paged, with the package's count
    waste = attnviz.reservation_waste([45], max_length=2048, block_size=16)
    answer = _bank_answer("qb-ch11-paging")
    unused = waste.reserved_max - waste.used
    assert f"Reserved: {waste.reserved_max:,} slots, {unused:,} unused" in answer
    assert f"{waste.reserved_paged} slots, {waste.reserved_paged - waste.used} unused" in answer
    # 11.6: per-position angles of the package's rotary embedding, plain and interpolated
    answer = _bank_answer("qb-ch11-rotary")
    ones = torch.ones(1, 2, 16, dtype=torch.float64)
    for rotary in (attnviz.RotaryEmbedding(16),
                   attnviz.RotaryEmbedding(16, scaling="interpolation", factor=4.0)):
        pairs = rotary(ones)[0, 1].view(-1, 2)  # position 1: each pair turned by its angle
        turned = torch.atan2(pairs[:, 1] - pairs[:, 0], pairs[:, 0] + pairs[:, 1])
        assert _contains(answer, float(turned[0]), 4) and _contains(answer, float(turned[1]), 4)
    # 11.7: the backward pass of one query's attention, by autograd through the softmax
    scores = torch.log(torch.tensor([0.25, 0.75], dtype=torch.float64)).requires_grad_()
    values = torch.tensor([[2.0, 0.0], [0.0, 4.0]], dtype=torch.float64)
    out = torch.softmax(scores, dim=-1) @ values
    d_out = torch.ones(2, dtype=torch.float64)
    out.backward(d_out)
    out = out.detach()
    answer = _bank_answer("qb-ch11-flash")
    assert all(_contains(answer, v, 1) for v in out.tolist())
    assert _contains(answer, float(d_out @ out), 1)
    assert all(_contains(answer, g, 3) for g in scores.grad.tolist())
    # 12.2: two partials merged through their log-sum-exps, with the package's merge
    partials = torch.tensor([[2.0, 0.0], [0.0, 4.0]], dtype=torch.float64).reshape(2, 1, 1, 1, 2)
    lses = torch.tensor([1.0, 2.0], dtype=torch.float64).reshape(2, 1, 1, 1)
    merged, lse = attnviz.merge_attention_partials(list(partials), list(lses))
    answer = _bank_answer("qb-ch12-merge")
    assert _contains(answer, float(lse), 3)
    assert all(_contains(answer, w, 3) for w in torch.exp(lses - lse).reshape(-1).tolist())
    assert all(_contains(answer, v, 3) for v in merged.reshape(-1).tolist())
    # 12.3: the acceptance rule on three tokens, and the round's output distribution
    p = torch.tensor([0.5, 0.3, 0.2], dtype=torch.float64)
    q = torch.tensor([0.2, 0.2, 0.6], dtype=torch.float64)
    answer = _bank_answer("qb-ch12-accept")
    assert _contains(answer, float(torch.clamp(p[2] / q[2], max=1.0)), 3)
    residual = torch.clamp(p - q, min=0)
    assert all(_contains(answer, r, 2) for r in (residual / residual.sum()).tolist() if r > 0)
    accepted = float(torch.minimum(p, q).sum())
    assert _contains(answer, accepted, 1)
    out = torch.minimum(p, q) + (1 - accepted) * residual / residual.sum()
    torch.testing.assert_close(out, p)  # the rule keeps the target's distribution
    assert _contains(answer, float(out[0]), 1)
    # 13.2: one token of Gated DeltaNet, with the package's recurrent delta rule
    state = torch.tensor([[[[1.0], [0.0]]]], dtype=torch.float64)  # (B, H, Dk, Dv)
    one = torch.ones(1, 1, 1, dtype=torch.float64)
    k = torch.tensor([1.0, 0.0], dtype=torch.float64).view(1, 1, 1, 2)
    out, new_state = attnviz.delta_rule_recurrent(
        torch.tensor([1.0, 1.0], dtype=torch.float64).view(1, 1, 1, 2), k, 3 * one[..., None],
        0.5 * one, log_decay=math.log(0.8) * one, state=state)
    answer = _bank_answer("qb-ch13-delta")
    assert _contains(answer, float(new_state[0, 0, 0, 0]), 1) and _contains(answer, float(out), 1)
    _, exact = attnviz.delta_rule_recurrent(k, k, 3 * one[..., None], one, state=state)
    assert float(exact[0, 0, 0, 0]) == 3.0  # exact: beta = 1 writes 3 - 1 onto 1


def test_the_read_questions_quote_their_chapters_outputs():
    """A number a 'read the table' question quotes is printed by its chapter."""
    for chapter, questions in _bank_chapters().items():
        printed = _chapter_numbers(chapter)
        for label, _, kind, question, _ in questions:
            if kind.startswith("read"):
                missing = _quoted_numbers(question) - printed
                assert not missing, (label, missing)


def test_the_question_bank_is_linked_from_the_syllabus():
    assert "{doc}`/book/teaching/question_bank`" in SYLLABUS.read_text(encoding="utf-8")
