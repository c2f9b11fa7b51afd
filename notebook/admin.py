from django.contrib import admin

from notebook.choices import forget_patterns
from notebook.models import Note, Tag


@admin.register(Note)
class NoteAdmin(admin.ModelAdmin):
    list_display = ("title", "owner", "method", "updated", "deleted_at")
    list_filter = ("method",)
    search_fields = ("title", "owner__username")
    raw_id_fields = ("owner",)

    # The notebook's filter lists the patterns of the owner's notes from the cache (notebook.choices).
    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        forget_patterns(obj.owner_id)

    def delete_model(self, request, obj):
        super().delete_model(request, obj)
        forget_patterns(obj.owner_id)

    def delete_queryset(self, request, queryset):
        owners = set(queryset.values_list("owner_id", flat=True))
        super().delete_queryset(request, queryset)
        for owner_id in owners:
            forget_patterns(owner_id)


@admin.register(Tag)
class TagAdmin(admin.ModelAdmin):
    list_display = ("name", "owner")
    search_fields = ("name", "owner__username")
