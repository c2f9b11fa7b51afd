"""The study loop: drills by topic, the mistakes kept, mastery and progress, reviews spaced by FSRS (docs/drills.md).

`topics` (what each topic asks, the chart it draws), `study` (a student's answers, cards and mistakes, in the
session or the database), `progress` (mastery, days, streak), `records` (export and import), `views`, `api`.
The questions are the practice checker's steps (divination.practice.checker): a drill never marks an answer itself.
"""
