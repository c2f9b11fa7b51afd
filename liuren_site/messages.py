"""Django's MessageMiddleware, its storage made when a request first adds or reads a message.

Only the pages of what users keep (accounts, notebook, sheets) say anything through messages; Django builds
the storage (a cookie signer, a session reader) for every request all the same, a twentieth of a
millisecond on every chart, search and API answer. A storage never made was never read nor added to,
so it has nothing to store on the way out.
"""
from __future__ import annotations

from django.contrib.messages.middleware import MessageMiddleware as DjangosMessageMiddleware
from django.contrib.messages.storage import default_storage
from django.utils.functional import SimpleLazyObject, empty


class MessageMiddleware(DjangosMessageMiddleware):
    def process_request(self, request):
        request._messages = SimpleLazyObject(lambda: default_storage(request))

    def process_response(self, request, response):
        storage = getattr(request, "_messages", None)
        if isinstance(storage, SimpleLazyObject) and storage._wrapped is empty:
            return response
        return super().process_response(request, response)
