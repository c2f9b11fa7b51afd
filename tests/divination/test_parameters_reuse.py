"""Options and pattern settings parsed once per distinct token and named entries are what parsing them afresh
gives, errors included, whatever was asked before: a JSON true is not the 1 it equals in Python, a value that
is refused is refused every time."""
from hypothesis import given
from hypothesis import strategies as st

from divination.engine.errors import ChartInputError
from divination.engine.options import OPTION_SPECS, Options
from divination.engine.params import options_from_params
from divination.interface import pattern_settings_from
from divination.patterns.settings import PATTERN_SETTING_SPECS, PatternSettings

ODD_VALUES = (True, False, 1, 0, "", "yes", "no", "1", " ", None)


def _values_of(specs, token_name, tokens):
    named = st.dictionaries(
        st.sampled_from([spec.name for spec in specs]),
        st.one_of(st.sampled_from(ODD_VALUES), st.sampled_from([v for spec in specs for v in spec.values])), max_size=4)
    return st.builds(lambda values, token: values | ({token_name: token} if token is not None else {}),
                     named, st.sampled_from((None, "", *tokens)))


def _outcome(read, values):
    try:
        return read(values)
    except ChartInputError as error:
        return error.field, error.message


def _options_afresh(values):
    token = str(values.get("o") or "").strip()
    named = {spec.name: (str(values[spec.name]).strip() or None) if values.get(spec.name) is not None else None
             for spec in OPTION_SPECS if spec.name in values}
    return Options.from_mapping(named, Options.from_token(token) if token else Options())


def _settings_afresh(values):
    token = str(values.get("p") or "").strip()
    return PatternSettings.from_mapping(values, PatternSettings.from_token(token) if token else PatternSettings())


@given(st.lists(_values_of(OPTION_SPECS, "o", (Options().to_token(), "z00.tc", "zq", "h9")), min_size=1, max_size=6))
def test_options_read_after_others_are_the_options_read_afresh(requests):
    for values in requests:
        assert _outcome(options_from_params, values) == _outcome(_options_afresh, values), values


@given(st.lists(_values_of(PATTERN_SETTING_SPECS, "p", (PatternSettings().to_token(), "pa", "tc", "p?")), min_size=1,
                max_size=6))
def test_pattern_settings_read_after_others_are_the_settings_read_afresh(requests):
    for values in requests:
        assert _outcome(pattern_settings_from, values) == _outcome(_settings_afresh, values), values


def test_the_same_request_gets_the_same_options_object():
    values = {"o": "z00.tc", "noble_table": "xieji"}
    assert options_from_params(dict(values)) is options_from_params(dict(values))
    assert options_from_params(values) == Options(zi_hour="0000", time_basis="china", noble_table="xieji")


def test_a_refused_value_is_refused_again_after_a_good_one():
    assert pattern_settings_from({"scope": "anywhere"}).scope == "anywhere"
    for _ in range(2):
        assert _outcome(pattern_settings_from, {"scope": True})[0] == "scope"
