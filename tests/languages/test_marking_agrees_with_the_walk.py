"""The marking finds a run's context from the few elements that can change it (raw text, a `lang`); on any
well-formed page it must mark exactly what a walk of every tag marks (languages.marking)."""
from hypothesis import given, settings
from hypothesis import strategies as st

from languages.marking import _marked_by_walk, mark_foreign_runs

TEXT = st.text(alphabet="甲乙 a·「」かな丁卯\n", max_size=8)
LANGS = st.sampled_from(["", ' lang="zh-Hant"', ' lang="ja"', ' lang="en"', ' lang="en-GB"', ' data-lang="x"'])
ATTRIBUTES = st.sampled_from(["", ' title="涉害"', ' class="x"', ' href="?tag=三傳"'])


def _element(children):
    return st.builds(lambda name, lang, attrs, inner: f"<{name}{attrs}{lang}>{''.join(inner)}</{name}>",
                     st.sampled_from(["p", "span", "div", "b", "li", "td", "textarea", "title"]), LANGS, ATTRIBUTES,
                     st.lists(children, max_size=4))


VOIDS = st.sampled_from(["<br>", '<img src="x" alt="甲"/>', '<input value="乙">', "<!-- 丙 -->"])
LIST = st.builds(lambda values, close: "<datalist>" + "".join(f'<option value="{v}">' + ("</option>" if close else "")
                                                               for v in values) + "</datalist>",
                 st.lists(TEXT, max_size=3), st.booleans())
SELECT = st.builds(lambda texts, lang: f"<select{lang}>" + "".join(f"<option>{t}</option>" for t in texts) + "</select>",
                   st.lists(TEXT, max_size=3), LANGS)
NODES = st.recursive(st.one_of(TEXT, VOIDS, LIST, SELECT), _element, max_leaves=25)


@settings(max_examples=400, deadline=None)
@given(st.lists(NODES, max_size=6))
def test_the_marking_agrees_with_a_walk_of_every_tag(nodes):
    html = "".join(nodes)
    assert mark_foreign_runs(html) == _marked_by_walk(html)
