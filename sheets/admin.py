from django.contrib import admin

from sheets.models import Item, Sheet


class ItemInline(admin.TabularInline):
    model = Item
    extra = 0


@admin.register(Sheet)
class SheetAdmin(admin.ModelAdmin):
    list_display = ("title", "owner", "visibility", "updated", "deleted_at")
    list_filter = ("visibility",)
    search_fields = ("title", "owner__username")
    raw_id_fields = ("owner",)
    inlines = [ItemInline]
