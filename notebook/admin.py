from django.contrib import admin

from notebook.models import Note, Tag


@admin.register(Note)
class NoteAdmin(admin.ModelAdmin):
    list_display = ("title", "owner", "method", "updated", "deleted_at")
    list_filter = ("method",)
    search_fields = ("title", "owner__username")
    raw_id_fields = ("owner",)


@admin.register(Tag)
class TagAdmin(admin.ModelAdmin):
    list_display = ("name", "owner")
    search_fields = ("name", "owner__username")
