// Site-wide behaviour. No inline scripts: the Content-Security-Policy forbids them.
