"""`{% due_today %}`: how many of the student's reviews are due today, for a page outside the drills (the home page)
to show without importing the drills' views' insides."""
from django import template

from drills.forms import REVIEW
from drills.study import study_of
from drills.views import drill_url, end_of_today

register = template.Library()


@register.inclusion_tag("drills/_due_today.html", takes_context=True)
def due_today(context):
    request = context["request"]
    return {"due": study_of(request).due_count(end_of_today()), "review_url": drill_url(mode=REVIEW),
            "user": context.get("user")}
