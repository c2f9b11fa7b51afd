"""How the chart page writes its parts in Python, not as template loops and includes (each include cost more
than what it writes); the modules of divination.builder write them, these tags hand them the page's context:

    {% chart_figure %}                   the drawing (figure)
    {% step_list_written %}              the list of steps; {% step_sections %} each step shown, its heading
    {% step_nav_buttons %}               and its template; the previous / next buttons (step_nav)
    {% initial_trace %}                  the trace of the 初傳 step (initial_trace)
    {% lessons_step %}                   the 四課 step (lessons_step)
    {% noble_explained %}                the noble of the generals step (noble)
    {% other_schools "generals" %}       the other schools' answers (other_schools)
    {% pillars_told %} {% general_told %} the first two steps of a moment (moment_steps)
    {% spirits_step %}                   the 神煞 step (spirits_step)
    {% qualities_table %}                the decade and table of the qualities step (qualities_table)
    {{ patterns|patterns_found:slug }}   what the 課體 step found (patterns_found)
    {{ share|share_box }}                the links to share the chart (share_box)
    {{ entries|entry_links }}            the patterns it cannot evaluate (pattern_nodes)
    {% patterns_rest %}                  the 課體 step after what it found: not evaluated, settings (patterns_waiting)
    {% month_offers_told "step-…" %}     the months a 課 without 月建 may take, landing on a step (patterns_waiting)
    {% chart_header %}                   the page's header: name, moment, options, edit, practise, notebook (chart_header)
"""
from __future__ import annotations

from django import template
from django.utils.safestring import SafeString, mark_safe

from divination.builder.chart_header import chart_header as write_header
from divination.builder.figure import figure
from divination.builder.initial_trace import initial_trace as write_initial_trace
from divination.builder.lessons_step import lessons_step as write_lessons_step
from divination.builder.moment_steps import general_told as write_general
from divination.builder.moment_steps import pillars_told as write_pillars
from divination.builder.noble import noble_explained as write_noble
from divination.builder.other_schools import other_schools as write_other_schools
from divination.builder.pattern_nodes import entry_links
from divination.builder.patterns_found import patterns_found
from divination.builder.patterns_waiting import month_offers
from divination.builder.patterns_waiting import patterns_rest as write_patterns_rest
from divination.builder.qualities_table import qualities_table as write_qualities_table
from divination.builder.share_box import share_box
from divination.builder.spirits_step import spirits_step as write_spirits_step
from divination.builder.step_nav import step_buttons, step_heading, step_list_of
from languages.kept import kept_marked
from languages.reader import gettext
from languages.wording import said, term
from liuren_site.markup import escaped, filled, term_written
from liuren_site.reversing import reversed_once

register = template.Library()
register.filter("entry_links", entry_links)
register.filter("patterns_found", patterns_found)
register.filter("share_box", share_box)


@register.simple_tag(takes_context=True)
def step_list_written(context) -> SafeString:
    """The list of steps, written once for the steps' states (divination.builder.step_nav)."""
    return step_list_of(context["url"], context["step_links"])


@register.simple_tag(takes_context=True)
def step_sections(context) -> SafeString:
    """Each step shown (`shown_steps`): its heading, then its body (STEP_BODIES, else its template
    `divination/_step_<slug>.html`), kept marked under what it shows where page.kept_keys keeps it."""
    engine, current = context.template.engine, context.get("step")
    seconds = int(context.get("fragment_seconds") or 0)
    out = []
    for number, (step, rule_url, kept) in enumerate(context["shown_steps"], 1):
        written = STEP_BODIES.get(step.slug)
        if written is not None:
            def body(written=written) -> str:
                return written(context)
        else:
            template = engine.get_template(f"divination/_step_{step.slug}.html")

            def body(template=template) -> str:
                with context.push():
                    return template.render(context)
        slug = escaped(step.slug)
        out.append(f'\n      <section class="step{" current" if step.slug == current else ""}" id="step-{slug}" '
                   f'aria-labelledby="heading-{slug}">\n        {step_heading(number, step.title, step.slug, rule_url)}\n        '
                   f'{kept_marked("chart_step_marked", [step.slug, kept], seconds, body) if kept else body()}'
                   "\n      </section>\n      ")
    return mark_safe("".join(out))


@register.simple_tag(takes_context=True)
def step_nav_buttons(context) -> SafeString:
    """Previous and next step; on a step, the whole chart, else the first step."""
    return step_buttons(context.get("step"), context["url"], context.get("previous_step"), context.get("next_step"),
                        context["first_step"])


@register.simple_tag(takes_context=True)
def initial_trace(context) -> SafeString:
    """The 初傳 step's trace of the nine methods and the initial it chose (divination.builder.initial_trace)."""
    return write_initial_trace(context.get("passed") or (), context.get("trace") or (), context["chart"],
                               context.get("transmissions") or (), context.get("method_slug", ""))


@register.simple_tag(takes_context=True)
def chart_figure(context) -> SafeString:
    """The drawing of the chart (divination.builder.figure) from the page's context; in practice, the answer's
    field (`plate_input`, a template rendered with the palace as `p`) in place of the heaven-plate branch."""
    plate_input = context.get("plate_input")
    answer = None
    if plate_input:
        field = context.template.engine.get_template(plate_input)

        def answer(p) -> str:
            with context.push(p=p):
                return field.render(context)
    noble = context.get("noble") or {}
    return figure(context["chart"], context.get("shown") or {}, context.get("palaces", ()),
                  context.get("transmissions") or (), context.get("lessons") or (),
                  general_name=context.get("general_name", ""), hour_name=context.get("hour_name", ""),
                  noble_forward=bool(noble.get("forward")), method_slug=context.get("method_slug", ""), answer=answer)


@register.simple_tag(takes_context=True)
def lessons_step(context) -> SafeString:
    """The 四課 step (divination.builder.lessons_step)."""
    return write_lessons_step(context["lessons"])


@register.simple_tag(takes_context=True)
def other_schools(context, about: str) -> SafeString:
    """The other schools' answers where they differ in `about` (divination.builder.other_schools)."""
    return write_other_schools(about, context.get("others") or (), context.get("disagreement"), context.get("shown") or {})


@register.simple_tag(takes_context=True)
def noble_explained(context) -> SafeString:
    """The noble and the order of the generals (divination.builder.noble)."""
    return write_noble(context["noble"])


@register.simple_tag(takes_context=True)
def general_told(context) -> SafeString:
    """The general step of a chart drawn from a moment (divination.builder.moment_steps)."""
    return write_general(context["calendar"], context["chart"].options.general_switch, context.get("general_name", ""),
                         context.get("hour_name", ""))


@register.simple_tag(takes_context=True)
def pillars_told(context) -> SafeString:
    """The pillars step of a chart drawn from a moment (divination.builder.moment_steps)."""
    return write_pillars(context["calendar"], context["chart"].options.zi_hour)


@register.simple_tag(takes_context=True)
def spirits_step(context) -> SafeString:
    """The 神煞 step (divination.builder.spirits_step)."""
    return write_spirits_step(context.get("spirit_groups") or (), context.get("spirit_readings") or (),
                              context.get("querent"), context["chart"].calendar is not None)


@register.simple_tag(takes_context=True)
def qualities_table(context) -> SafeString:
    """The decade and the table of the qualities step (divination.builder.qualities_table)."""
    return write_qualities_table(context["chart"].ke.day_name, context["decade"], context["qualities"])


@register.simple_tag(takes_context=True)
def chart_header(context) -> SafeString:
    """The chart page's header (divination.builder.chart_header)."""
    return write_header(context["name"], context.get("calendar"), context["options"], context["options_summary"],
                        context["edit_url"], context["url"], context["chart"].options.to_token(),
                        int(context.get("fragment_seconds") or 0))


@register.simple_tag(takes_context=True)
def patterns_rest(context) -> SafeString:
    """The 課體 step after the patterns found (divination.builder.patterns_waiting)."""
    return write_patterns_rest(context["patterns"], not context.get("calendar"), context.get("edit_url", ""),
                               context.get("month_offers"), context.get("general_name", ""),
                               int(context.get("fragment_seconds") or 0))


@register.simple_tag(takes_context=True)
def month_offers_told(context, landing: str) -> SafeString:
    """The months a 課 without 月建 may take, each landing on the step `landing` (divination.builder.patterns_waiting)."""
    return month_offers(context["month_offers"], context.get("general_name", ""), landing)


# The steps' bodies written here, not as templates (a template cost more than the tags it holds). A part kept
# under what it shows (page.kept_keys) is kept as `{% premarked name key seconds=fragment_seconds %}` kept it.
def _kept(context, name: str, key, write) -> str:
    return kept_marked(name, ["" if key is None else key], int(context.get("fragment_seconds") or 0), write)


def _pillars_body(context) -> str:
    """四柱 節氣: a moment's pillars; a 課 has none (its month given, or the months it may take)."""
    if context.get("calendar"):
        told = pillars_told(context)
    else:
        day, month = context["chart"].ke.day_name, context.get("month_name")
        told = "\n<p>" + (
            filled(gettext("This chart starts from a 課, as the books print one: the day <b>%(day)s</b>, with no date, "
                           "so there are no year, month or hour pillars; the month branch (月建) given is "
                           "<b>%(month_name)s</b>."), day=day, month_name=month)
            if context["chart"].month_branch is not None else
            filled(gettext("This chart starts from a 課, as the books print one: the day <b>%(day)s</b>, with no date, "
                           "so there are no year, month or hour pillars."), day=day)) + "</p>\n"
        told += (month_offers_told(context, "step-pillars") if context.get("month_offers") else "") + "\n"
    warnings = "".join(f'<p class="warning" role="note">⚠ {escaped(said(warning))}</p>' for warning in context["chart"].warnings)
    return f"{told}\n{warnings}\n"


def _general_body(context) -> str:
    """月將 占時: a moment's general and hour, or the 課's; day or night."""
    if context.get("calendar"):
        told = general_told(context)
    else:
        told = "\n<p>" + filled(gettext("The 課 gives the monthly general <b>%(general_name)s</b> (月將) and the query hour "
                                        "<b>%(hour_name)s</b> (占時)."), general_name=context.get("general_name", ""),
                                hour_name=context.get("hour_name", "")) + "</p>\n"
    day_or_night = gettext("晝夜 · day or night:")
    return f'{told}\n<p>{day_or_night} {escaped((context.get("noble") or {}).get("reason", ""))}</p>\n'


def _plates_body(context) -> str:
    """天地盤: the general placed on the hour turns the heaven plate k places; 伏吟 or 返吟 where k is 0 or 6."""
    k = context["chart"].k
    placed = filled(gettext(
        "The monthly general <b>%(general_name)s</b> is placed on the query hour <b data-parts=\"hour\">%(hour_name)s</b> "
        "of the fixed earth plate, and the other branches of the heaven plate follow in order. Every earth branch "
        "therefore carries the branch k = %(k)s places ahead of it (k = general − hour, mod 12). In each palace of the "
        "drawing the large character is the heaven branch (上神), the small one beneath it the earth branch, with the "
        "stems lodged there (寄宮)."), general_name=context.get("general_name", ""), hour_name=context.get("hour_name", ""),
        k=k)
    if k == 0:   # 伏吟's paragraph ends its line and 返吟's does not, as the step's template wrote them
        still = "<p>" + filled(gettext('k = 0: every branch sits on itself. The plates lie still: <a href="%(fuyin_url)s">'
                                       "伏吟</a>."), fuyin_url=reversed_once("divination:method", "fuyin")) + "</p>\n"
    elif k == 6:
        still = "<p>" + filled(gettext('k = 6: every branch sits on its clash. The plates face each other: <a href="'
                                       '%(fanyin_url)s">返吟</a>.'), fanyin_url=reversed_once("divination:method", "fanyin")) + "</p>"
    else:
        still = ""
    return f"<p>{placed}</p>\n{still}\n"


def _transmissions_body(context) -> str:
    """中傳 末傳: each the upper of the one before (methods 4–7) or the method's own rule; the three in order."""
    chain = context.get("chain")
    how = escaped(chain) if chain else filled(gettext("%(method)s sets its own middle and final: %(own_rule)s"),
                                               method=term(context["chart"].transmissions.method),
                                               own_rule=context.get("own_rule", ""))
    on_ground, heading = gettext("on %(ground)s"), gettext("三傳 · the transmissions:")
    three = ", ".join(f'<span data-parts="{escaped(t["part"])}">{term_written(t["name"])} <b>{escaped(t["branch"])}</b> '
                      f'({filled(on_ground, ground=t["stands_on"])})</span>' for t in context.get("transmissions") or ())
    return f"<p>{how}</p>\n<p>{heading} {three}.</p>\n"


def _initial_body(context) -> str:
    """初傳: the trace, kept for the 課; the other schools link from this chart."""
    trace = _kept(context, "chart_initial_trace", context.get("ke_key"), lambda: initial_trace(context))
    return f'{trace}\n{other_schools(context, "transmissions")}\n'


def _generals_body(context) -> str:
    """天將: the noble and the order of the generals, kept; the other schools link from this chart."""
    key = context.get("kept_noble")
    noble = _kept(context, "chart_noble_marked", key, lambda: noble_explained(context)) if key else noble_explained(context)
    return f'{noble}{other_schools(context, "generals")}\n'


def _qualities_body(context) -> str:
    """遁干 六親 旬空 長生: the decade and the table, kept; the other schools' answers link from this chart."""
    key = context.get("kept_qualities")
    table = (_kept(context, "chart_qualities_marked", key, lambda: qualities_table(context)) if key
             else qualities_table(context))
    others = "".join(
        f'\n<div class="other-school">\n  <p><b>{escaped(other["choice"])}</b> → <a href="{escaped(other["url"])}">'
        f'{"; ".join(term_written(change) for change in other["changes"])}</a></p>\n'
        f'  <p class="muted">{escaped(other["holder"])}</p>\n</div>\n' for other in context.get("other_qualities") or ())
    return f"{table}{others}\n"


def _patterns_body(context) -> str:
    """課體: what the step found, kept for what it shows (patterns.key); the rest links from this chart."""
    patterns = context["patterns"]
    found = _kept(context, "chart_patterns_found", patterns["key"],
                  lambda: escaped(patterns_found(patterns, context.get("method_slug", ""))))
    return f'<div class="pattern-step">{found}{patterns_rest(context)}</div>\n'


STEP_BODIES = {
    "pillars": _pillars_body, "general": _general_body, "plates": _plates_body, "initial": _initial_body,
    "transmissions": _transmissions_body, "generals": _generals_body,
    "qualities": _qualities_body, "patterns": _patterns_body,
    "lessons": lambda context: f"{lessons_step(context)}\n", "spirits": lambda context: f"{spirits_step(context)}\n",
}


@register.simple_tag(takes_context=True)
def step_body(context, slug: str) -> SafeString:
    """A step's body (STEP_BODIES), where a template includes it: the practice page's explanation of a step."""
    return mark_safe(STEP_BODIES[slug](context))  # noqa: S308 — written escaped
