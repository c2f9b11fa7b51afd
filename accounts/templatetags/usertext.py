"""`{{ text|markdown }}`: what a user wrote, rendered and sanitised (accounts.markdown)."""
from django import template

from accounts.markdown import render_markdown

register = template.Library()
register.filter("markdown", render_markdown)
