"""Practice mode: the student works each step of a chart and is checked with the rule that decides.

Pure modules (no Django; they import only the engine): `steps` (which steps, their answers, the
record of a session), `answers` (reading what a person typed), `checker` (one step's answers
against the chart), `initial` (where a wrong initial transmission departs from the engine's
trace), `messages` (every sentence the checker says), `choice` (a chart to practise, by seed).
Web modules: `forms`, `page` (the page's context), `views`, `urls`.
"""
