// Generated from the OpenAPI document by `npm run client:generate`: do not edit.

export interface paths {
    "/app/oauth/{integrationType}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish a sign-in (the music service’s callback)
         * @description The music service sends the person’s browser back here after they signed in; partners never call it. Only the browser that started the sign-in (its nonce cookie) may finish it. It then goes to the Return URL with `authModelUUID`, `integrationUserUUID` and, when the link asked for one, a `oneTimeToken` (or with `error` when the link asked for `forwardErrors`); without a Return URL it shows a page saying the account is connected. Sent again from that browser (a reload), it goes where the first one went, without a second one-time token. When the hosted pages live on another host (APP_URL), it hands the browser over to the same callback there. Anything that goes wrong is a page for the person, with the ways forward that exist.
         */
        get: operations["getAppOauthIntegrationTypeCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/oauth/{integrationType}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish a sign-in on the hosted pages’ host
         * @description The music service’s callback, handed over from BASE_URL when APP_URL is on another host (where the nonce cookie lives); partners never call it. It answers as `GET /app/oauth/{integrationType}/callback` does: to the Return URL, or a page.
         */
        get: operations["getConnectOauthIntegrationTypeCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Send a person to the partner’s service picker
         * @description The hosted page a partner links a person to: it lists the music services the partner enabled, each leading to its sign-in (A2 with the same query). Open it in a browser, not from code. `returnUrl` must be one of the partner’s Return URLs; `uniqueId` (a new UUID v4) lets the partner poll the sign-in with A3; `requestOneTimeToken=true` adds a 30-second one-time token to the callback; `forwardErrors=true` sends failures to the Return URL too; `partnerUserId` comes back, unchecked, in A3, A5 and `user.connected`. A broken link is a page saying so in plain words; for its developers the page carries the code (`accountNotFound`, `returnUrlNotAllowed`, `invalidQuery`, …) in its `X-Error-Code` header and in a folded “Details for the app’s developers” block, with what was wrong.
         */
        get: operations["getConnectSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/{slug}/{integrationType}/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Send a person straight to one service’s sign-in
         * @description As A1, for one music service: the browser goes on to the service’s sign-in (or our page for a service that signs in with its own script, such as Apple Music), then comes back through the callback. Open it in a browser, not from code. What cannot start (a broken link, an unknown service, a service that is connected with a partner’s own token, a `uniqueId` used before) is a page saying so, its code (`unknownIntegration`, `signInNotHosted`, `uniqueIdInUse`, …) in `X-Error-Code` as on A1.
         */
        get: operations["getConnectSlugIntegrationTypeAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/integrations/byUniqueId/{uniqueId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll a sign-in by its uniqueId
         * @description Reads a sign-in started with the `uniqueId` the partner put in the link; no credentials (the `uniqueId` is the secret), so a browser can poll it. `authData` comes only within 5 minutes of the sign-in’s success, and never once the user signed in again or was deleted; `tokenOnly=true` leaves it out (for polling from a browser).
         */
        get: operations["getAppIntegrationsByUniqueIdUniqueId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/integrations/{authModelUUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a sign-in as the hosted pages do
         * @description The state of one sign-in, without credentials, as the hosted pages read it: never `authData`, nor anything that unlocks another read (no `uniqueId`, `partnerUserId` or connected user).
         */
        get: operations["getAppIntegrationsAuthModelUUID"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/users/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a partner’s public sign-in profile
         * @description The partner’s name, logo and the music services its sign-in offers, without credentials. A `returnUrl` that is not one of the partner’s Return URLs is refused (400 `returnUrlNotAllowed`), so a page can check one before it links to the sign-in.
         */
        get: operations["getAppUsersSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/integrations/auth/{authModelUUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a finished sign-in with its user
         * @description For the partner’s backend after the callback: the sign-in’s status, the user it connected (`integrationUser`) and their service (`integration`). `integrationUser.authData` comes with Basic, or with the first use of the sign-in’s one-time token (as the `oneTimeToken` query parameter or as the credential itself); later reads within the token’s 30 seconds get the profile only. 403 when the one-time token belongs to another account or sign-in.
         */
        get: operations["getPublicIntegrationsAuthAuthModelUUID"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/integrations/user/{integrationUserUUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a connected user
         * @description The connected user and their music service. With Basic the answer holds `authData`, refreshed first when it expires within a minute (401 when it cannot be refreshed: send the user to sign in again); the first read with a one-time token of the user’s own sign-in gets it too; every other credential gets the profile only.
         */
        get: operations["getPublicIntegrationsUserIntegrationUserUUID"];
        put?: never;
        post?: never;
        /**
         * Forget a connected user
         * @description Deletes the connected user, their tokens and their stored library, and sends `user.deleted`. Basic only. A second delete answers 204 again.
         */
        delete: operations["deletePublicIntegrationsUserIntegrationUserUUID"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/integrations/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect a user with a token you hold
         * @description Connects a listener with a token the partner already holds (our addition to the interface): the way to connect Qobuz, whose sign-in is for its partners only. The token is checked with the music service before anything is kept (422 when the service refuses it, 503 when it cannot be reached). With Basic the answer holds `authData`. Takes no `Idempotency-Key`: the same token connects the same user again.
         */
        post: operations["postPublicIntegrationsUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/integrations/refreshAuthToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh a connected user’s tokens now
         * @description Asks the music service for fresh tokens for the user now. With Basic the answer holds the new `authData`. A service whose tokens never expire and give no refresh token (Deezer, Last.fm) has nothing to renew: the answer is 200 with the stored `authData`, and the user is never marked by this call; only the service refusing the token marks them. 401 `tokenRefreshFailed` when the service refused the refresh: send the user to sign in again. One user’s tokens are refreshed one at a time and at most 5 times a minute: past that, 429 `tooManyRefreshes` with `Retry-After`. Takes no `Idempotency-Key`.
         */
        post: operations["postPublicIntegrationsRefreshAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/integrations/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An addition to the interface: the account’s connected users as A6 shows them (never with authData), newest first, a page at a time; deleted users are not listed. Continue with `nextCursor` until it is null.
         * @description An addition to the interface: the account’s connected users as A6 shows them (never with authData), newest first, a page at a time; deleted users are not listed. Continue with `nextCursor` until it is null.
         */
        get: operations["getPublicIntegrationsUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{integrationUserUUID}/users/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the user’s profile on their service
         * @description The user as the music service describes them now. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        get: operations["getApiIntegrationUserUUIDUsersProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{integrationUserUUID}/library/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the newest stored copy
         * @description The newest stored copy of the library, its state and its counts. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        get: operations["getApiIntegrationUserUUIDLibrarySnapshot"];
        put?: never;
        /**
         * Ask for a fresh stored copy of the library
         * @description A worker reads the chosen lists of the library and stores them; poll `GET` for its progress and counts. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        post: operations["postApiIntegrationUserUUIDLibrarySnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{integrationUserUUID}/library/snapshot/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page through one list of the stored copy
         * @description One list of the newest finished copy, a page at a time. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        get: operations["getApiIntegrationUserUUIDLibrarySnapshotItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{integrationUserUUID}/playlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user’s playlists
         * @description The user’s playlists, a page at a time (`nextParam`). Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        get: operations["getApiIntegrationUserUUIDPlaylists"];
        put?: never;
        /**
         * Create a playlist
         * @description Creates a playlist of the user’s. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        post: operations["postApiIntegrationUserUUIDPlaylists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{integrationUserUUID}/playlists/{playlistId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a playlist
         * @description One playlist with its description, visibility and address. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        get: operations["getApiIntegrationUserUUIDPlaylistsPlaylistId"];
        /**
         * Change a playlist
         * @description Renames the playlist, or changes its description or visibility. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        put: operations["putApiIntegrationUserUUIDPlaylistsPlaylistId"];
        post?: never;
        /**
         * Delete a playlist
         * @description Deletes the playlist, or unfollows it where the service only unfollows. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        delete: operations["deleteApiIntegrationUserUUIDPlaylistsPlaylistId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{integrationUserUUID}/playlists/{playlistId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a playlist’s tracks
         * @description The playlist’s tracks in order, each with its `entryId`. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        get: operations["getApiIntegrationUserUUIDPlaylistsPlaylistIdItems"];
        put?: never;
        /**
         * Add tracks to a playlist
         * @description Appends the tracks, in order. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        post: operations["postApiIntegrationUserUUIDPlaylistsPlaylistIdItems"];
        /**
         * Remove tracks from a playlist
         * @description Removes entries; an `entryId` removes that one copy of a track the playlist holds twice. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        delete: operations["deleteApiIntegrationUserUUIDPlaylistsPlaylistIdItems"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{integrationUserUUID}/liked/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List liked tracks
         * @description The user’s liked (saved) tracks, newest first where the service says. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        get: operations["getApiIntegrationUserUUIDLikedTracks"];
        put?: never;
        /**
         * Like tracks
         * @description Adds the tracks to the user’s liked tracks. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        post: operations["postApiIntegrationUserUUIDLikedTracks"];
        /**
         * Unlike tracks
         * @description Removes the tracks from the user’s liked tracks. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        delete: operations["deleteApiIntegrationUserUUIDLikedTracks"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{integrationUserUUID}/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List saved albums
         * @description The user’s saved albums. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        get: operations["getApiIntegrationUserUUIDAlbums"];
        put?: never;
        /**
         * Save an album
         * @description Saves one album to the user’s library. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        post: operations["postApiIntegrationUserUUIDAlbums"];
        /**
         * Remove saved albums
         * @description Removes albums from the user’s library. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        delete: operations["deleteApiIntegrationUserUUIDAlbums"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{integrationUserUUID}/artists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List followed artists
         * @description The artists the user follows. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        get: operations["getApiIntegrationUserUUIDArtists"];
        put?: never;
        /**
         * Follow artists
         * @description Follows the artists for the user. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        post: operations["postApiIntegrationUserUUIDArtists"];
        /**
         * Unfollow artists
         * @description Unfollows the artists for the user. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        delete: operations["deleteApiIntegrationUserUUIDArtists"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{integrationUserUUID}/artists/{artistId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an artist
         * @description One artist as the user’s service describes them. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        get: operations["getApiIntegrationUserUUIDArtistsArtistId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{integrationUserUUID}/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the catalogue as the user
         * @description Searches the user’s service with their token, by ISRC where the service can: results as the user’s country and account see them. Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.
         */
        post: operations["postApiIntegrationUserUUIDSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the catalogues of several services
         * @description Searches the music services’ catalogues without a connected user, with the services’ own app credentials, on the account’s share of each service’s budget. Up to 10 results per source, in the order of `sources`; a source that fails gives one item with its `status` and `data: null`, and never fails the others. Whether a service gives the ISRC varies (the empty string when not). `GET /public/search/introspection` says which services can search without a user.
         */
        post: operations["postPublicSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/search/introspection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the catalogue sources and what each supports
         * @description The music services of this deployment: which item types each searches, whether it searches without a user (`catalogueSearch`) and by ISRC, and everything it can and cannot do (`capabilities`).
         */
        get: operations["getPublicSearchIntrospection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/transfer-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a transfer session with the destination signed in
         * @description Creates a pre-authorized session of the hosted transfer wizard: the backend sends the access token of a user already signed in to the destination service; we check it with the service, keep it sealed and attach that account as the destination, and answer a `launchUrl` (single use, 15 minutes) for the person, who then connects only the source. A backend that connected the listener to the source already names that user in `source.integrationUserUUID` (our addition): the wizard then opens at the choice of what to move, with no sign-in at all. The source must be a connected user of the account that is not deleted (404 `integrationUserNotFound` otherwise, as for another account’s uuid), of `source.integrationType` when one is named (400 `sourceServiceMismatch`), and not the account the destination token is for (400 `sameSourceAndDestination`); a source whose tokens were refused since is taken, and the wizard asks the listener to sign in to it again. The backend’s credentials only (Basic, or a DevToken without `sub`), with the transfer service on. 400 without a destination (`noDestinationSet`) or for one that takes no pre-authorized session; 422 `destinationTokenRefused` when the service refuses the token (nothing kept; the message and `details[0].service` name the service it was checked with); 503 when it cannot be reached. The answer’s `status` is `created` and its `transferUuids` empty: follow the session with its read, or `GET /public/transfers?sessionUuid=…`.
         */
        post: operations["postPublicTransferSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/transfer-sessions/{sessionUuid}/target-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a session’s destination token
         * @description Replaces the stored token of the session’s destination account (it must be for the same account) and resumes a transfer that waits for it (`transfer.waiting_for_destination`). 409 for a token of another account, a session without a pre-authorized destination, or a session that ended; 422 when the service refuses the token.
         */
        put: operations["putPublicTransferSessionsSessionUuidTargetAuth"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/transfer-sessions/{sessionUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a transfer session
         * @description One transfer session of the account, without its launch URL (given once, by D1): where it stands (`status`) and the ids of its transfers, oldest first (`transferUuids`; a listener may run the wizard again in one session), to read each with `GET /public/transfers/{transferUuid}`.
         */
        get: operations["getPublicTransferSessionsSessionUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/transfers/unmatched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what transfers could not move
         * @description The unmatched and failed items of the account’s transfers (and sync runs) that finished in a window, with the best guess where there was one, a page at a time.
         */
        get: operations["getPublicTransfersUnmatched"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account’s transfers
         * @description The account’s transfers, newest first, with their state and counts, a page at a time; only those of one transfer session, one `externalUserId` or one status when asked (filters combine). A `nextCursor` pages on only with the filters it came with. A bad filter answers 400 `invalidSessionUuid`, `invalidExternalUserId` or `invalidStatus`; an empty one is no filter.
         */
        get: operations["getPublicTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/transfers/{transferUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a transfer
         * @description One transfer with its counts and its groups (each playlist, liked tracks, albums, artists).
         */
        get: operations["getPublicTransfersTransferUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/transfers/{transferUuid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a transfer
         * @description Asks a running transfer to stop (our addition to D4). What is being written to the destination finishes, nothing more is written, and the transfer ends `cancelled` with the event `transfer.cancelled`, whose counts are the transfer’s tally: what it did not come to is `notReached`. Its unmatched items are in D3 and its results, as for any transfer that ended. Answers 202 with the transfer, its `cancelRequestedAt` set, while it stops (usually within seconds); asking again while it stops answers the same 202 and changes nothing. A transfer that has ended (`completed`, `failed` or `cancelled`) answers 409 `transferEnded`; one that was failing already ends `failed`. The Client Secret, or a DevToken: one without `sub` for every transfer of the account, one with `sub` only for the transfers from that connected user (another user’s transfer answers 404, as an unknown one does).
         */
        post: operations["postPublicTransfersTransferUuidCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/transfers/{transferUuid}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a transfer’s unmatched items
         * @description A transfer’s match results (its unmatched and failed items) in item order, a page at a time.
         */
        get: operations["getPublicTransfersTransferUuidResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/syncs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account’s syncs
         * @description The account’s syncs, newest first, a page at a time (`nextCursor`).
         */
        get: operations["getPublicSyncs"];
        put?: never;
        /**
         * Keep a playlist in sync with another
         * @description Keeps a playlist of one connected user in sync with a playlist of another (or the same) connected user, on a schedule; the first run starts at once. Without a destination playlist the first run creates one named as the source. The backend’s credentials only (Basic, or a DevToken without `sub`). Our addition to the interface.
         */
        post: operations["postPublicSyncs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/syncs/{syncUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a sync
         * @description One sync: its state, its last run, its next run and its counts.
         */
        get: operations["getPublicSyncsSyncUuid"];
        put?: never;
        post?: never;
        /**
         * Stop a sync for good
         * @description Deletes the sync; the playlists stay as they are. A second delete answers 204 again.
         */
        delete: operations["deletePublicSyncsSyncUuid"];
        options?: never;
        head?: never;
        /**
         * Change or pause a sync
         * @description Changes its mode or interval (a new interval runs it at once), or pauses or unpauses it.
         */
        patch: operations["patchPublicSyncsSyncUuid"];
        trace?: never;
    };
    "/public/syncs/{syncUuid}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a sync now
         * @description Queues a run now, whatever the schedule says; `sync.run.completed` tells when it is done.
         */
        post: operations["postPublicSyncsSyncUuidRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/webhooks/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the event types
         * @description Every event type we send, and what its `data` carries. The `webhooks` section of this document has each one’s body.
         */
        get: operations["getPublicWebhooksEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook endpoints
         * @description The account’s webhook endpoints, without their secrets.
         */
        get: operations["getPublicWebhooksEndpoints"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Registers an endpoint for some event types (all of them without `eventTypes`). The answer holds its `whsec_` signing secret; events are signed in the Standard Webhooks format.
         */
        post: operations["postPublicWebhooksEndpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/webhooks/endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook endpoint
         * @description One endpoint, without its secret.
         */
        get: operations["getPublicWebhooksEndpointsEndpointId"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint; nothing more is sent to it.
         */
        delete: operations["deletePublicWebhooksEndpointsEndpointId"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Changes its URL, event types or description, or disables or re-enables it.
         */
        patch: operations["patchPublicWebhooksEndpointsEndpointId"];
        trace?: never;
    };
    "/public/webhooks/endpoints/{endpointId}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an endpoint’s signing secret
         * @description The endpoint’s current `whsec_` secret, to check the signatures of its events. During the overlap after a rotation, the previous secret still signs too but is not shown again.
         */
        get: operations["getPublicWebhooksEndpointsEndpointIdSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/webhooks/endpoints/{endpointId}/secret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint’s signing secret
         * @description Gives the endpoint a new `whsec_` secret, in this answer. The secret it replaces keeps signing for `overlapHours` (24 unless said, at most 72; 0 stops it at once, for a secret that leaked): until `previousSecretExpiresAt`, every delivery’s `webhook-signature` carries two space-separated `v1,` signatures, one per secret, so a receiver holding either accepts it. Only one previous secret is kept: rotating again during an overlap ends the older one at once. The dashboard’s “Rotate secret” does the same.
         */
        post: operations["postPublicWebhooksEndpointsEndpointIdSecretRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/webhooks/endpoints/{endpointId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends a `webhook.test` event to the endpoint, through the delivery log like any other.
         */
        post: operations["postPublicWebhooksEndpointsEndpointIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/webhooks/endpoints/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an endpoint’s deliveries
         * @description The endpoint’s delivery log, newest first, with every attempt, a page at a time.
         */
        get: operations["getPublicWebhooksEndpointsEndpointIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/webhooks/endpoints/{endpointId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay failed deliveries
         * @description Sends again every delivery to the endpoint that failed since a time.
         */
        post: operations["postPublicWebhooksEndpointsEndpointIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/webhooks/deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay one delivery
         * @description Sends one delivery again, whatever its state: the same `webhook-id` and body, signed anew. A delivery still waiting for a retry is tried now instead.
         */
        post: operations["postPublicWebhooksDeliveriesDeliveryIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/account/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the account’s settings
         * @description The settings your team also changes on the dashboard’s Settings page. Client Secret only. Our addition to the interface.
         */
        get: operations["getPublicAccountSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the account’s settings
         * @description Changes the settings named in the body (at least one) and answers them all, as `GET` does; the change counts from the next choice on. Client Secret only. A body that is not JSON, names no setting or an unknown one, or gives a value of another type answers 400 `invalidBody`. Our addition to the interface.
         */
        patch: operations["patchPublicAccountSettings"];
        trace?: never;
    };
    "/public/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the account’s use of the services’ budgets
         * @description The account’s use of each music service’s request budget, in all and by minute: calls, waits for a slot, calls refused after too long a wait, and 429s from the service. Our addition to the interface.
         */
        get: operations["getPublicUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get this document
         * @description The OpenAPI 3.1 document of the interface, with this deployment’s addresses. The typed client in `clients/typescript` is generated from it.
         */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the docs site
         * @description The docs site: its home and quickstart, with the guides (`/docs/guides/…`), the concepts (`/docs/concepts/…`) and this document rendered as the API reference (`/docs/reference`). Opened as `/docs#session=…` from the dashboard, “Try it out” in the reference sends each call with that docs session.
         */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/docs-sessions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the docs session
         * @description The docs session the call is made with: its account, its kind (`partner`, or `sandbox` acting for one connected user) and when it ends. A sandbox session names its connected user in `connectedUser`: use its `uuid` to try the library’s calls.
         */
        get: operations["getPublicDocsSessionsCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the process is up
         * @description Answers 200 while the web process runs; it reaches nothing else.
         */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that PostgreSQL and Redis answer
         * @description Answers 200 when the process can serve requests: PostgreSQL and Redis answer; 503 otherwise.
         */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "user.connected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user was connected: signed in (first time or again), or given as the pre-authorized destination of a transfer session (D1)
         * @description A user was connected: signed in (first time or again), or given as the pre-authorized destination of a transfer session (D1). data: integrationUserUUID, integrationType; after a sign-in authModelUUID and partnerUserId when set; after D1 preauthorized (true) and externalUserId when set.
         *
         *     Sent to every enabled endpoint that asked for `user.connected`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["userConnectedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.auth_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A connected user's tokens were refused and could not be refreshed
         * @description A connected user's tokens were refused and could not be refreshed. data: integrationUserUUID, integrationType, preauthorized (true for the destination of a pre-authorized transfer session, which then waits for PUT target-auth), and externalUserId and sessionUuid for a transfer session.
         *
         *     Sent to every enabled endpoint that asked for `user.auth_failed`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["userAuthFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A connected user was deleted (A7)
         * @description A connected user was deleted (A7). data: integrationUserUUID, integrationType.
         *
         *     Sent to every enabled endpoint that asked for `user.deleted`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["userDeletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "transfer.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transfer began
         * @description A transfer began. data: transferUuid, sessionUuid, externalUserId, source, destination, groups.
         *
         *     Sent to every enabled endpoint that asked for `transfer.started`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["transferStartedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "transfer.progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Progress of a running transfer, at most every few seconds
         * @description Progress of a running transfer, at most every few seconds. data: transferUuid, externalUserId, counts, currentGroup.
         *
         *     Sent to every enabled endpoint that asked for `transfer.progress`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["transferProgressEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "transfer.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transfer finished
         * @description A transfer finished. data: transferUuid, externalUserId, counts (matched, unmatched, failed).
         *
         *     Sent to every enabled endpoint that asked for `transfer.completed`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["transferCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "transfer.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transfer stopped for good
         * @description A transfer stopped for good. data: transferUuid, externalUserId, reason.
         *
         *     Sent to every enabled endpoint that asked for `transfer.failed`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["transferFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "transfer.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transfer stopped on request (POST /public/transfers/{transferUuid}/cancel, or Stop in the hosted wizard or the dashboard) once the write under way had finished
         * @description A transfer stopped on request (POST /public/transfers/{transferUuid}/cancel, or Stop in the hosted wizard or the dashboard) once the write under way had finished. data: transferUuid, sessionUuid, externalUserId, counts (its tally: what it did not come to is notReached).
         *
         *     Sent to every enabled endpoint that asked for `transfer.cancelled`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["transferCancelledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "transfer.waiting_for_destination": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transfer of a pre-authorized session is paused because the destination token was refused
         * @description A transfer of a pre-authorized session is paused because the destination token was refused. data: transferUuid, sessionUuid, externalUserId.
         *
         *     Sent to every enabled endpoint that asked for `transfer.waiting_for_destination`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["transferWaitingForDestinationEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "transfer.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The counts of a transfer that ended changed: the listener chose an item for one it had not moved ("Use this one" on the summary), so it left notMoved for added or alreadyThere
         * @description The counts of a transfer that ended changed: the listener chose an item for one it had not moved ("Use this one" on the summary), so it left notMoved for added or alreadyThere. Once per choice, in the transaction that records it. data: transferUuid, sessionUuid, externalUserId, status (unchanged), counts (the whole new tally, as the transfer read shows it).
         *
         *     Sent to every enabled endpoint that asked for `transfer.updated`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["transferUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sync.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A sync was created (POST /public/syncs)
         * @description A sync was created (POST /public/syncs). data: syncUuid, externalUserId, source, destination, mode, intervalMinutes.
         *
         *     Sent to every enabled endpoint that asked for `sync.created`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["syncCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sync.run.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A run of a sync changed the destination
         * @description A run of a sync changed the destination. data: syncUuid, externalUserId, added, removed, unmatched.
         *
         *     Sent to every enabled endpoint that asked for `sync.run.completed`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["syncRunCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sync.paused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A sync stopped running because a listener must sign in again; it resumes when they do
         * @description A sync stopped running because a listener must sign in again; it resumes when they do. data: syncUuid, externalUserId, reason (authFailed), integrationUserUUID.
         *
         *     Sent to every enabled endpoint that asked for `sync.paused`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["syncPausedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sync.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A run of a sync failed after its retries
         * @description A run of a sync failed after its retries. data: syncUuid, externalUserId, reason.
         *
         *     Sent to every enabled endpoint that asked for `sync.failed`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["syncFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sync.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A listener stopped a sync on their own page (linked from the transfer summary); it is deleted as DELETE /public/syncs/{syncUuid} deletes one
         * @description A listener stopped a sync on their own page (linked from the transfer summary); it is deleted as DELETE /public/syncs/{syncUuid} deletes one. Not sent for that DELETE. data: syncUuid, externalUserId, reason (listener).
         *
         *     Sent to every enabled endpoint that asked for `sync.deleted`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["syncDeletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "endpoint.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A webhook endpoint was disabled
         * @description A webhook endpoint was disabled. data: endpointId, url, reason (gone: it answered 410; failing: every attempt failed for five days).
         *
         *     Sent to every enabled endpoint that asked for `endpoint.disabled`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["endpointDisabledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test event sent on request to check an endpoint
         * @description A test event sent on request to check an endpoint. data: endpointId, message.
         *
         *     Sent to every enabled endpoint that asked for `webhook.test`, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (`endpoint.disabled`).
         */
        post: operations["webhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @example {
         *       "from": "2026-11-24T09:01:00.000Z",
         *       "to": "2026-11-24T10:00:30.000Z",
         *       "minutes": 60,
         *       "share": {
         *         "weight": 1,
         *         "cap": null
         *       },
         *       "services": [
         *         {
         *           "integrationType": "spotify",
         *           "budgetPerSecond": 6,
         *           "budgetUse": 0.0412,
         *           "calls": 882,
         *           "waits": 41,
         *           "waitedMs": 9130,
         *           "refused": 0,
         *           "rateLimited": 1
         *         }
         *       ],
         *       "series": [
         *         {
         *           "at": "2026-11-24T09:58:00.000Z",
         *           "integrationType": "spotify",
         *           "calls": 57,
         *           "waits": 3,
         *           "waitedMs": 610,
         *           "refused": 0,
         *           "rateLimited": 0
         *         }
         *       ]
         *     }
         */
        Usage: {
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            minutes: number;
            share: {
                /** @description The account’s weight against the other accounts wanting a service at once. */
                weight: number;
                cap: number | null;
            };
            services: {
                /** @enum {unknown} */
                integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
                /** @description The service’s budget for the whole deployment. */
                budgetPerSecond: number;
                /** @description The account’s calls over the calls the budget allowed in the period. */
                budgetUse: number;
                /** @description Calls made to the service for the account. */
                calls: number;
                /** @description Calls that waited for a slot of the budget. */
                waits: number;
                /** @description The time those calls waited, in all. */
                waitedMs: number;
                /** @description Calls given up because the wait would have been too long (answered `rateLimited`). */
                refused: number;
                /** @description Answers of 429 (or the service’s own “slow down”) to the account’s calls. */
                rateLimited: number;
            }[];
            series: {
                /** Format: date-time */
                at: string;
                /** @enum {unknown} */
                integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
                /** @description Calls made to the service for the account. */
                calls: number;
                /** @description Calls that waited for a slot of the budget. */
                waits: number;
                /** @description The time those calls waited, in all. */
                waitedMs: number;
                /** @description Calls given up because the wait would have been too long (answered `rateLimited`). */
                refused: number;
                /** @description Answers of 429 (or the service’s own “slow down”) to the account’s calls. */
                rateLimited: number;
            }[];
        };
        /**
         * @example {
         *       "code": "integrationUserNotFound",
         *       "message": "The account has no connected user with this uuid.",
         *       "requestId": "b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d"
         *     }
         */
        Error: {
            /** @description Stable code to act on. */
            code: string;
            message: string;
            /** @description Every problem of an invalid body or query (`invalidBody`, `invalidQuery`) as `{path, message}`; other codes name what they are about. */
            details?: ({
                /** @description The field or parameter at fault, dotted (`target.authData.accessToken`, `items.0.id`): `invalidBody` and `invalidQuery`. */
                path?: string;
                /** @description What is wrong with it. */
                message?: string;
                /** @description The music service (`operationNotSupported`). */
                integrationType?: string;
                /** @description The music service a refused token was checked with, as an `integrationType` (`destinationTokenRefused`, `tokenRefused`). */
                service?: string;
                /** @description What the service cannot do (`operationNotSupported`). */
                operation?: string;
                /**
                 * @description Which user of a sync (the syncs’ errors).
                 * @enum {unknown}
                 */
                side?: "source" | "destination";
                /**
                 * Format: uuid
                 * @description The connected user who must sign in again.
                 */
                integrationUserUUID?: string;
                /** @description The playlist that was not found. */
                playlistId?: string;
                /**
                 * Format: uuid
                 * @description The sync that already does this (`syncAlreadyExists`).
                 */
                syncUuid?: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description The request, as in the X-Request-Id answer header: quote it to support. */
            requestId?: string;
        };
        /**
         * @example {
         *       "id": "4Z8W4fKeB5YxbusRsdQVPb",
         *       "entryId": null,
         *       "name": "Radiohead",
         *       "imageUrl": null,
         *       "followers": null
         *     }
         */
        Artist: {
            id: string | null;
            entryId: string | null;
            name: string;
            imageUrl: string | null;
            followers: number | null;
        };
        /**
         * @example {
         *       "name": "Kid A",
         *       "id": "6GjwtEZcfenmOf6l18N7T7",
         *       "totalItems": 10,
         *       "artists": [
         *         {
         *           "id": "4Z8W4fKeB5YxbusRsdQVPb",
         *           "entryId": null,
         *           "name": "Radiohead",
         *           "imageUrl": null,
         *           "followers": null
         *         }
         *       ]
         *     }
         */
        AlbumRef: {
            name: string;
            id: string | null;
            totalItems: number | null;
            artists: components["schemas"]["Artist"][] | null;
        };
        /**
         * @example {
         *       "id": "6LgJvl0Xdtc73RJ1mmpotq",
         *       "entryId": null,
         *       "name": "Everything In Its Right Place",
         *       "isrc": "GBAYE0000351",
         *       "duration": 251000,
         *       "imageUrl": null,
         *       "previewUrl": null,
         *       "album": {
         *         "name": "Kid A",
         *         "id": "6GjwtEZcfenmOf6l18N7T7",
         *         "totalItems": 10,
         *         "artists": [
         *           {
         *             "id": "4Z8W4fKeB5YxbusRsdQVPb",
         *             "entryId": null,
         *             "name": "Radiohead",
         *             "imageUrl": null,
         *             "followers": null
         *           }
         *         ]
         *       },
         *       "artists": [
         *         {
         *           "id": "4Z8W4fKeB5YxbusRsdQVPb",
         *           "entryId": null,
         *           "name": "Radiohead",
         *           "imageUrl": null,
         *           "followers": null
         *         }
         *       ],
         *       "isAvailable": true,
         *       "dateAdded": "2026-11-24T10:00:00.000Z"
         *     }
         */
        Track: {
            id: string;
            entryId: string | null;
            name: string;
            isrc: string | null;
            /**
             * Format: uuid
             * @description The MusicBrainz recording id, present only where the service gives one (never null). Matching reads it as it reads an ISRC: where both sides carry one, the same id is the same recording and two ids are two recordings.
             */
            mbid?: string;
            /** @description Milliseconds. */
            duration: number | null;
            imageUrl: string | null;
            previewUrl: string | null;
            album: components["schemas"]["AlbumRef"] | null;
            artists: components["schemas"]["Artist"][] | null;
            isAvailable: boolean | null;
            dateAdded: string | null;
        };
        /**
         * @example {
         *       "name": "Road Trip",
         *       "id": "37i9dQZF1DXcBWIGoYBM5M",
         *       "totalItems": 25,
         *       "imageUrl": null,
         *       "dateAdded": null,
         *       "isOwner": true
         *     }
         */
        Playlist: {
            name: string;
            id: string;
            totalItems: number | null;
            imageUrl: string | null;
            dateAdded: string | null;
            isOwner: boolean;
        };
        /**
         * @example {
         *       "name": "Road Trip",
         *       "id": "37i9dQZF1DXcBWIGoYBM5M",
         *       "totalItems": 25,
         *       "imageUrl": null,
         *       "dateAdded": null,
         *       "isOwner": true,
         *       "description": "Songs for the road",
         *       "visibility": "private",
         *       "url": "https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M"
         *     }
         */
        PlaylistDetail: components["schemas"]["Playlist"] & {
            description: string | null;
            visibility: ("public" | "private") | null;
            url: string | null;
        };
        /**
         * @example {
         *       "id": "6GjwtEZcfenmOf6l18N7T7",
         *       "name": "Kid A",
         *       "totalItems": 10,
         *       "imageUrl": null,
         *       "artists": [
         *         {
         *           "id": "4Z8W4fKeB5YxbusRsdQVPb",
         *           "entryId": null,
         *           "name": "Radiohead",
         *           "imageUrl": null,
         *           "followers": null
         *         }
         *       ]
         *     }
         */
        Album: {
            id: string;
            name: string;
            totalItems: number | null;
            imageUrl: string | null;
            artists: components["schemas"]["Artist"][] | null;
            /**
             * Format: uuid
             * @description The MusicBrainz release id, present only where the service gives one (never null).
             */
            mbid?: string;
        };
        /**
         * @example {
         *       "id": "6GjwtEZcfenmOf6l18N7T7",
         *       "name": "Kid A",
         *       "totalItems": 10,
         *       "imageUrl": null,
         *       "artists": [
         *         {
         *           "id": "4Z8W4fKeB5YxbusRsdQVPb",
         *           "entryId": null,
         *           "name": "Radiohead",
         *           "imageUrl": null,
         *           "followers": null
         *         }
         *       ],
         *       "dateAdded": "2026-11-24T10:00:00.000Z"
         *     }
         */
        SavedAlbum: components["schemas"]["Album"] & {
            dateAdded: string | null;
        };
        /**
         * @example {
         *       "id": "6LgJvl0Xdtc73RJ1mmpotq",
         *       "type": "track",
         *       "track": {
         *         "id": "6LgJvl0Xdtc73RJ1mmpotq",
         *         "entryId": null,
         *         "name": "Everything In Its Right Place",
         *         "isrc": "GBAYE0000351",
         *         "duration": 251000,
         *         "imageUrl": null,
         *         "previewUrl": null,
         *         "album": {
         *           "name": "Kid A",
         *           "id": "6GjwtEZcfenmOf6l18N7T7",
         *           "totalItems": 10,
         *           "artists": [
         *             {
         *               "id": "4Z8W4fKeB5YxbusRsdQVPb",
         *               "entryId": null,
         *               "name": "Radiohead",
         *               "imageUrl": null,
         *               "followers": null
         *             }
         *           ]
         *         },
         *         "artists": [
         *           {
         *             "id": "4Z8W4fKeB5YxbusRsdQVPb",
         *             "entryId": null,
         *             "name": "Radiohead",
         *             "imageUrl": null,
         *             "followers": null
         *           }
         *         ],
         *         "isAvailable": true,
         *         "dateAdded": "2026-11-24T10:00:00.000Z"
         *       },
         *       "album": null,
         *       "artist": null
         *     }
         */
        SearchResult: {
            id: string;
            /** @enum {unknown} */
            type: "track" | "album" | "artist";
            track: components["schemas"]["Track"] | null;
            album: components["schemas"]["Album"] | null;
            artist: components["schemas"]["Artist"] | null;
        };
        /**
         * @description The music service’s own credentials for the user, as its token answer gave them, less the refresh token (never handed out). OAuth services (Spotify, TIDAL, YouTube Music, SoundCloud, Beatport) give the OAuth token answer: `access_token`, `token_type`, `expires_in`, `scope` and whatever else the service sends. Deezer gives `access_token` and `expires`. A token the partner brought (Qobuz, or `POST /public/integrations/user`, D1, D2) gives `access_token`. Apple Music gives `storefront` beside it (`access_token` is the Music-User-Token); Last.fm its session: `key` (the session key, also in `access_token`), `name` and `subscriber`. `access_token` is always there, and is the token we call the service with now. Members of a service’s own may come beside these.
         * @example {
         *       "access_token": "BQDx7Tm2kVq9",
         *       "token_type": "Bearer",
         *       "expires_in": 3600,
         *       "scope": "playlist-read-private user-library-read"
         *     }
         */
        AuthData: {
            /** @description The access token to call the music service with. */
            access_token: string;
            /** @description As the service says, usually `Bearer`. */
            token_type?: string;
            /** @description Seconds the token lived when it was issued (not from now: `authDataExpiresAt` says when it expires). */
            expires_in?: number;
            /** @description The permissions granted, space-separated, as the service says. */
            scope?: string;
            /** @description Deezer: seconds the token lived when it was issued; 0 when it does not expire. */
            expires?: number;
            /** @description Apple Music: the listener’s storefront (country). */
            storefront?: string | null;
            /** @description Last.fm: the session key. */
            key?: string;
            /** @description Last.fm: the user name. */
            name?: string;
            /** @description Last.fm: whether the user subscribes (as Last.fm says it, 0 or 1). */
            subscriber?: unknown;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A connected user as every credential reads them: the profile, never the tokens.
         * @example {
         *       "uuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *       "integrationUserId": "listener42",
         *       "name": "Demo Listener",
         *       "email": "demo@listeners.example",
         *       "imageUrl": null,
         *       "country": "US"
         *     }
         */
        IntegrationUserProfile: {
            /**
             * Format: uuid
             * @description The `integrationUserUUID` of every `/api/{integrationUserUUID}/…` call.
             */
            uuid: string;
            /** @description The user’s id on the music service. */
            integrationUserId: string;
            name: string | null;
            email: string | null;
            imageUrl: string | null;
            /** @description ISO 3166-1 alpha-2, when the service tells. */
            country: string | null;
        };
        /**
         * @description A connected user with their tokens, as Basic reads them (and the first read with the one-time token of their own sign-in).
         * @example {
         *       "uuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *       "integrationUserId": "listener42",
         *       "name": "Demo Listener",
         *       "email": "demo@listeners.example",
         *       "imageUrl": null,
         *       "country": "US",
         *       "authData": {
         *         "access_token": "BQDx7Tm2kVq9",
         *         "token_type": "Bearer",
         *         "expires_in": 3600,
         *         "scope": "playlist-read-private user-library-read"
         *       },
         *       "authDataExpiresAt": 1795603600000
         *     }
         */
        IntegrationUserWithAuthData: {
            /**
             * Format: uuid
             * @description The `integrationUserUUID` of every `/api/{integrationUserUUID}/…` call.
             */
            uuid: string;
            /** @description The user’s id on the music service. */
            integrationUserId: string;
            name: string | null;
            email: string | null;
            imageUrl: string | null;
            /** @description ISO 3166-1 alpha-2, when the service tells. */
            country: string | null;
            /** @description The music service’s credentials for the user. Null when no usable token is held any more: the user must sign in again. */
            authData: components["schemas"]["AuthData"] | null;
            /** @description When `authData` expires, in milliseconds since the epoch; null when the service does not say. */
            authDataExpiresAt: number | null;
        };
        /**
         * @description The connected user and their service: with `authData` for Basic (`ConnectedUserWithAuthData`), the profile alone for the credentials that may not have it (`ConnectedUserProfile`).
         * @example {
         *       "integrationUser": {
         *         "uuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *         "integrationUserId": "listener42",
         *         "name": "Demo Listener",
         *         "email": "demo@listeners.example",
         *         "imageUrl": null,
         *         "country": "US"
         *       },
         *       "integration": {
         *         "type": "spotify"
         *       }
         *     }
         */
        ConnectedUser: components["schemas"]["ConnectedUserWithAuthData"] | components["schemas"]["ConnectedUserProfile"];
        /**
         * @example {
         *       "integrationUser": {
         *         "uuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *         "integrationUserId": "listener42",
         *         "name": "Demo Listener",
         *         "email": "demo@listeners.example",
         *         "imageUrl": null,
         *         "country": "US",
         *         "authData": {
         *           "access_token": "BQDx7Tm2kVq9",
         *           "token_type": "Bearer",
         *           "expires_in": 3600,
         *           "scope": "playlist-read-private user-library-read"
         *         },
         *         "authDataExpiresAt": 1795603600000
         *       },
         *       "integration": {
         *         "type": "spotify"
         *       }
         *     }
         */
        ConnectedUserWithAuthData: {
            integrationUser: components["schemas"]["IntegrationUserWithAuthData"];
            integration: {
                /**
                 * @description The user’s music service.
                 * @enum {string}
                 */
                type: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            };
        };
        /**
         * @example {
         *       "integrationUser": {
         *         "uuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *         "integrationUserId": "listener42",
         *         "name": "Demo Listener",
         *         "email": "demo@listeners.example",
         *         "imageUrl": null,
         *         "country": "US"
         *       },
         *       "integration": {
         *         "type": "spotify"
         *       }
         *     }
         */
        ConnectedUserProfile: {
            integrationUser: components["schemas"]["IntegrationUserProfile"];
            integration: {
                /**
                 * @description The user’s music service.
                 * @enum {string}
                 */
                type: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            };
        };
        /**
         * @description A sign-in as A3 answers it. partnerUserId is whatever the partner put in the sign-in URL: unauthenticated, never trusted by us.
         * @example {
         *       "authModelUUID": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "uniqueId": "4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09",
         *       "integrationType": "spotify",
         *       "status": "succeeded",
         *       "errorCode": null,
         *       "partnerUserId": "partner-user-42",
         *       "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "expiresAt": "2026-11-24T10:30:00.000Z",
         *       "authData": {
         *         "access_token": "BQDx7Tm2kVq9",
         *         "token_type": "Bearer",
         *         "expires_in": 3600,
         *         "scope": "playlist-read-private user-library-read"
         *       },
         *       "authDataExpiresAt": 1795603600000
         *     }
         */
        SignIn: {
            /** Format: uuid */
            authModelUUID: string;
            /** @description The `uniqueId` of the sign-in link, when it had one. */
            uniqueId: string | null;
            /** @enum {string} */
            integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            /** @enum {unknown} */
            status: "redirected" | "succeeded" | "failed" | "expired";
            /** @description Why the sign-in failed (`accessDenied`, `signInExpired`, …). */
            errorCode: string | null;
            partnerUserId: string | null;
            /** @description The connected user, once the sign-in succeeded. */
            integrationUserUUID: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description Only within 5 minutes of the sign-in’s success, without `tokenOnly=true`, and never after the user signed in again or was deleted (absent otherwise); null when the sign-in connected no user that still holds a token. */
            authData?: components["schemas"]["AuthData"] | null;
            /** @description When `authData` expires, in milliseconds since the epoch. */
            authDataExpiresAt?: number | null;
        };
        /**
         * @description A sign-in as A5 answers it, one shape per `status`: the connected user (`integrationUser`) once it `succeeded`, with `authData` for Basic or the first read with the sign-in’s one-time token (`SignInWithUserAndAuthData`), the profile alone otherwise (`SignInWithUserProfile`); the `errorCode` once it `failed`; and the service (`integration`). partnerUserId is whatever the partner put in the sign-in URL: unauthenticated, never trusted by us.
         * @example {
         *       "authModelUUID": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "uniqueId": "4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09",
         *       "integrationType": "spotify",
         *       "status": "succeeded",
         *       "errorCode": null,
         *       "partnerUserId": "partner-user-42",
         *       "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "expiresAt": "2026-11-24T10:30:00.000Z",
         *       "integrationUser": {
         *         "uuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *         "integrationUserId": "listener42",
         *         "name": "Demo Listener",
         *         "email": "demo@listeners.example",
         *         "imageUrl": null,
         *         "country": "US",
         *         "authData": {
         *           "access_token": "BQDx7Tm2kVq9",
         *           "token_type": "Bearer",
         *           "expires_in": 3600,
         *           "scope": "playlist-read-private user-library-read"
         *         },
         *         "authDataExpiresAt": 1795603600000
         *       },
         *       "integration": {
         *         "type": "spotify"
         *       }
         *     }
         */
        SignInWithUser: components["schemas"]["SignInWithUserAndAuthData"] | components["schemas"]["SignInWithUserProfile"];
        /**
         * @description A5 as Basic reads it (and the first read with the sign-in’s one-time token): once it succeeded, the user with their tokens.
         * @example {
         *       "authModelUUID": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "uniqueId": "4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09",
         *       "integrationType": "spotify",
         *       "status": "succeeded",
         *       "errorCode": null,
         *       "partnerUserId": "partner-user-42",
         *       "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "expiresAt": "2026-11-24T10:30:00.000Z",
         *       "integrationUser": {
         *         "uuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *         "integrationUserId": "listener42",
         *         "name": "Demo Listener",
         *         "email": "demo@listeners.example",
         *         "imageUrl": null,
         *         "country": "US",
         *         "authData": {
         *           "access_token": "BQDx7Tm2kVq9",
         *           "token_type": "Bearer",
         *           "expires_in": 3600,
         *           "scope": "playlist-read-private user-library-read"
         *         },
         *         "authDataExpiresAt": 1795603600000
         *       },
         *       "integration": {
         *         "type": "spotify"
         *       }
         *     }
         */
        SignInWithUserAndAuthData: components["schemas"]["SignInSucceededWithAuthData"] | components["schemas"]["SignInRedirected"] | components["schemas"]["SignInFailed"] | components["schemas"]["SignInExpired"];
        /**
         * @description A5 as the credentials without the tokens read it (and the one-time token after its first read): once it succeeded, the user’s profile.
         * @example {
         *       "authModelUUID": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "uniqueId": "4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09",
         *       "integrationType": "spotify",
         *       "status": "succeeded",
         *       "errorCode": null,
         *       "partnerUserId": "partner-user-42",
         *       "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "expiresAt": "2026-11-24T10:30:00.000Z",
         *       "integrationUser": {
         *         "uuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *         "integrationUserId": "listener42",
         *         "name": "Demo Listener",
         *         "email": "demo@listeners.example",
         *         "imageUrl": null,
         *         "country": "US"
         *       },
         *       "integration": {
         *         "type": "spotify"
         *       }
         *     }
         */
        SignInWithUserProfile: components["schemas"]["SignInSucceededProfile"] | components["schemas"]["SignInRedirected"] | components["schemas"]["SignInFailed"] | components["schemas"]["SignInExpired"];
        /**
         * @description A5’s answer for a sign-in that succeeded.
         * @example {
         *       "authModelUUID": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "uniqueId": "4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09",
         *       "integrationType": "spotify",
         *       "status": "succeeded",
         *       "errorCode": null,
         *       "partnerUserId": "partner-user-42",
         *       "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "expiresAt": "2026-11-24T10:30:00.000Z",
         *       "integrationUser": {
         *         "uuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *         "integrationUserId": "listener42",
         *         "name": "Demo Listener",
         *         "email": "demo@listeners.example",
         *         "imageUrl": null,
         *         "country": "US",
         *         "authData": {
         *           "access_token": "BQDx7Tm2kVq9",
         *           "token_type": "Bearer",
         *           "expires_in": 3600,
         *           "scope": "playlist-read-private user-library-read"
         *         },
         *         "authDataExpiresAt": 1795603600000
         *       },
         *       "integration": {
         *         "type": "spotify"
         *       }
         *     }
         */
        SignInSucceededWithAuthData: {
            /** Format: uuid */
            authModelUUID: string;
            /** @description The `uniqueId` of the sign-in link, when it had one. */
            uniqueId: string | null;
            /** @enum {string} */
            integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "succeeded";
            errorCode: null;
            partnerUserId: string | null;
            /**
             * Format: uuid
             * @description The connected user the sign-in connected.
             */
            integrationUserUUID: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description The user the sign-in connected, with their tokens; null once the user was deleted. */
            integrationUser: components["schemas"]["IntegrationUserWithAuthData"] | null;
            integration: {
                /**
                 * @description The music service of the sign-in.
                 * @enum {string}
                 */
                type: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            };
        };
        /**
         * @description A5’s answer for a sign-in that succeeded.
         * @example {
         *       "authModelUUID": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "uniqueId": "4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09",
         *       "integrationType": "spotify",
         *       "status": "succeeded",
         *       "errorCode": null,
         *       "partnerUserId": "partner-user-42",
         *       "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "expiresAt": "2026-11-24T10:30:00.000Z",
         *       "integrationUser": {
         *         "uuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *         "integrationUserId": "listener42",
         *         "name": "Demo Listener",
         *         "email": "demo@listeners.example",
         *         "imageUrl": null,
         *         "country": "US"
         *       },
         *       "integration": {
         *         "type": "spotify"
         *       }
         *     }
         */
        SignInSucceededProfile: {
            /** Format: uuid */
            authModelUUID: string;
            /** @description The `uniqueId` of the sign-in link, when it had one. */
            uniqueId: string | null;
            /** @enum {string} */
            integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "succeeded";
            errorCode: null;
            partnerUserId: string | null;
            /**
             * Format: uuid
             * @description The connected user the sign-in connected.
             */
            integrationUserUUID: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description The user the sign-in connected; null once the user was deleted. */
            integrationUser: components["schemas"]["IntegrationUserProfile"] | null;
            integration: {
                /**
                 * @description The music service of the sign-in.
                 * @enum {string}
                 */
                type: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            };
        };
        /**
         * @description A5’s answer for a sign-in that is `redirected`: no connected user.
         * @example {
         *       "authModelUUID": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "uniqueId": "4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09",
         *       "integrationType": "spotify",
         *       "status": "redirected",
         *       "errorCode": null,
         *       "partnerUserId": "partner-user-42",
         *       "integrationUserUUID": null,
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "expiresAt": "2026-11-24T10:30:00.000Z",
         *       "integrationUser": null,
         *       "integration": {
         *         "type": "spotify"
         *       }
         *     }
         */
        SignInRedirected: {
            /** Format: uuid */
            authModelUUID: string;
            /** @description The `uniqueId` of the sign-in link, when it had one. */
            uniqueId: string | null;
            /** @enum {string} */
            integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            /**
             * @description Sent to the music service and not back yet; it expires 30 minutes after it started. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            status: "redirected";
            errorCode: null;
            partnerUserId: string | null;
            integrationUserUUID: null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            integrationUser: null;
            integration: {
                /**
                 * @description The music service of the sign-in.
                 * @enum {string}
                 */
                type: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            };
        };
        /**
         * @description A5’s answer for a sign-in that is `failed`: no connected user.
         * @example {
         *       "authModelUUID": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "uniqueId": "4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09",
         *       "integrationType": "spotify",
         *       "status": "failed",
         *       "errorCode": "accessDenied",
         *       "partnerUserId": "partner-user-42",
         *       "integrationUserUUID": null,
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "expiresAt": "2026-11-24T10:30:00.000Z",
         *       "integrationUser": null,
         *       "integration": {
         *         "type": "spotify"
         *       }
         *     }
         */
        SignInFailed: {
            /** Format: uuid */
            authModelUUID: string;
            /** @description The `uniqueId` of the sign-in link, when it had one. */
            uniqueId: string | null;
            /** @enum {string} */
            integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "failed";
            /** @description Why it failed: `accessDenied`, `tokenExchangeFailed`, `serviceUnavailable`, `signInTooManyTries`, `noUsableServer`, `signInNotHosted`, `evaluationLimitReached`, `accountNotFound` (the values of the callback’s `error`: /docs/concepts/sign-in-errors). */
            errorCode: string;
            partnerUserId: string | null;
            integrationUserUUID: null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            integrationUser: null;
            integration: {
                /**
                 * @description The music service of the sign-in.
                 * @enum {string}
                 */
                type: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            };
        };
        /**
         * @description A5’s answer for a sign-in that is `expired`: no connected user.
         * @example {
         *       "authModelUUID": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "uniqueId": "4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09",
         *       "integrationType": "spotify",
         *       "status": "expired",
         *       "errorCode": null,
         *       "partnerUserId": "partner-user-42",
         *       "integrationUserUUID": null,
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "expiresAt": "2026-11-24T10:30:00.000Z",
         *       "integrationUser": null,
         *       "integration": {
         *         "type": "spotify"
         *       }
         *     }
         */
        SignInExpired: {
            /** Format: uuid */
            authModelUUID: string;
            /** @description The `uniqueId` of the sign-in link, when it had one. */
            uniqueId: string | null;
            /** @enum {string} */
            integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            /**
             * @description The person did not come back within 30 minutes. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            status: "expired";
            /** @description `signInExpired` once the callback came too late. */
            errorCode: "signInExpired" | null;
            partnerUserId: string | null;
            integrationUserUUID: null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            integrationUser: null;
            integration: {
                /**
                 * @description The music service of the sign-in.
                 * @enum {string}
                 */
                type: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            };
        };
        /**
         * @example {
         *       "authModelUUID": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "integrationType": "spotify",
         *       "status": "succeeded",
         *       "errorCode": null,
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "expiresAt": "2026-11-24T10:30:00.000Z"
         *     }
         */
        SignInForPages: {
            /** Format: uuid */
            authModelUUID: string;
            integrationType: string;
            /** @enum {unknown} */
            status: "redirected" | "succeeded" | "failed" | "expired";
            errorCode: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /**
         * @example {
         *       "expiresAt": "2026-11-24T11:00:00.000Z",
         *       "kind": "partner",
         *       "account": {
         *         "name": "Acme",
         *         "slug": "acme",
         *         "clientId": "d2c1b0a9-8f7e-4d6c-9b5a-4f3e2d1c0b9a",
         *         "returnUrls": [
         *           "https://acme.example/callback"
         *         ],
         *         "isEvaluationAccount": false,
         *         "isTransferServiceEnabled": true,
         *         "enabledIntegrations": [
         *           "spotify",
         *           "deezer"
         *         ],
         *         "transferDestination": "deezer"
         *       }
         *     }
         */
        DocsSession: {
            /** Format: date-time */
            expiresAt: string;
            /** @enum {unknown} */
            kind: "partner" | "sandbox";
            account: {
                name: string;
                slug: string;
                clientId: string | null;
                returnUrls: string[];
                isEvaluationAccount: boolean;
                isTransferServiceEnabled: boolean;
                enabledIntegrations: string[];
                transferDestination: ("spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz") | null;
            };
            connectedUser?: {
                /** Format: uuid */
                uuid: string;
                integrationType: string;
                name: string | null;
                imageUrl: string | null;
            } | null;
        };
        /**
         * @description A listener’s tokens as the partner holds them (D1, D2, `POST /public/integrations/user`): checked with the music service before anything is kept. `expiresAt` is an ISO date, or Unix time in seconds or milliseconds.
         * @example {
         *       "accessToken": "BQDx7Tm2kVq9",
         *       "refreshToken": "AQCa81Ld0pW3",
         *       "expiresAt": 1795600000
         *     }
         */
        PreauthorizedAuthData: {
            accessToken: string;
            refreshToken?: string;
            expiresAt?: string | number;
        };
        /**
         * @description C1’s body: what to search for, by `type`, and in which services.
         * @example {
         *       "type": "track",
         *       "track": "Everything In Its Right Place",
         *       "artist": "Radiohead",
         *       "sources": [
         *         "spotify",
         *         "deezer"
         *       ]
         *     }
         */
        CatalogueSearch: components["schemas"]["TrackSearch"] | components["schemas"]["AlbumSearch"] | components["schemas"]["ArtistSearch"];
        /**
         * @description At least one of `track`, `artist`, `album`.
         * @example {
         *       "type": "track",
         *       "track": "Everything In Its Right Place",
         *       "artist": "Radiohead",
         *       "sources": [
         *         "spotify",
         *         "deezer"
         *       ]
         *     }
         */
        TrackSearch: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "track";
            track?: string;
            artist?: string;
            album?: string;
            sources: ("spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz")[];
        };
        /**
         * @description At least one of `track`, `artist`, `album`.
         * @example {
         *       "type": "album",
         *       "album": "Kid A",
         *       "artist": "Radiohead",
         *       "sources": [
         *         "spotify",
         *         "deezer"
         *       ]
         *     }
         */
        AlbumSearch: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "album";
            track?: string;
            artist?: string;
            album?: string;
            sources: ("spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz")[];
        };
        /**
         * @description At least one of `track`, `artist`, `album`.
         * @example {
         *       "type": "artist",
         *       "artist": "Radiohead",
         *       "sources": [
         *         "spotify"
         *       ]
         *     }
         */
        ArtistSearch: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "artist";
            track?: string;
            artist?: string;
            album?: string;
            sources: ("spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz")[];
        };
        /**
         * @description One result of C1, told apart by `status`: `ok` with the item found in `data`, or a source that failed, once, with `data: null`.
         * @example {
         *       "source": "spotify",
         *       "status": "ok",
         *       "type": "track",
         *       "data": {
         *         "externalId": "6LgJvl0Xdtc73RJ1mmpotq",
         *         "name": "Everything In Its Right Place",
         *         "artistNames": [
         *           "Radiohead"
         *         ],
         *         "albumName": "Kid A",
         *         "imageUrl": "",
         *         "previewUrl": null,
         *         "isrc": "GBAYE0000351",
         *         "duration": 251000,
         *         "url": "https://open.spotify.com/track/6LgJvl0Xdtc73RJ1mmpotq"
         *       }
         *     }
         */
        CatalogueItem: components["schemas"]["CatalogueItemFound"] | components["schemas"]["CatalogueItemFailed"];
        /**
         * @example {
         *       "source": "spotify",
         *       "status": "ok",
         *       "type": "track",
         *       "data": {
         *         "externalId": "6LgJvl0Xdtc73RJ1mmpotq",
         *         "name": "Everything In Its Right Place",
         *         "artistNames": [
         *           "Radiohead"
         *         ],
         *         "albumName": "Kid A",
         *         "imageUrl": "",
         *         "previewUrl": null,
         *         "isrc": "GBAYE0000351",
         *         "duration": 251000,
         *         "url": "https://open.spotify.com/track/6LgJvl0Xdtc73RJ1mmpotq"
         *       }
         *     }
         */
        CatalogueItemFound: {
            /**
             * @description The service searched.
             * @enum {string}
             */
            source: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            /**
             * @description A result.
             * @constant
             */
            status: "ok";
            /** @enum {unknown} */
            type: "track" | "album" | "artist";
            /** @description The item found. */
            data: {
                /** @description The item’s id on the service (an artist without one: the empty string). */
                externalId: string;
                name: string;
                /** @description A track’s or an album’s artists; an artist’s own name. */
                artistNames: string[] | null;
                /** @description A track’s album; an album’s own name; null for an artist. */
                albumName: string | null;
                /** @description The empty string when the service has none. */
                imageUrl: string;
                /** @description A track’s preview; null for albums and artists. */
                previewUrl: string | null;
                /** @description A track’s ISRC; the empty string when the service does not give it. */
                isrc: string;
                /** @description A track’s length in milliseconds; null for albums and artists. */
                duration: number | null;
                /** @description The item on the service’s own site; the empty string when unknown. */
                url: string;
            };
        };
        /**
         * @example {
         *       "source": "deezer",
         *       "status": "unavailable",
         *       "type": "track",
         *       "data": null
         *     }
         */
        CatalogueItemFailed: {
            /**
             * @description The service searched.
             * @enum {string}
             */
            source: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            /**
             * @description Why the source gave nothing: `unavailable` (could not be reached), `rateLimited`, `unsupported` (cannot search without a user, or not set up here) or `error`.
             * @enum {unknown}
             */
            status: "unavailable" | "rateLimited" | "unsupported" | "error";
            /** @enum {unknown} */
            type: "track" | "album" | "artist";
            /** @description Nothing: the source failed. */
            data: null;
        };
        /**
         * @example {
         *       "sessionUuid": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "launchUrl": "https://api.example.com/connect/transfer#code=launch_3Fq9xYzA1b2C3d4E5f6G7h",
         *       "launchExpiresAt": "2026-11-24T10:15:00.000Z",
         *       "expiresAt": "2026-11-25T10:00:00.000Z",
         *       "externalUserId": "user-42",
         *       "target": {
         *         "integrationType": "deezer",
         *         "integrationUserUuid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *         "displayName": "Demo Listener"
         *       },
         *       "source": {
         *         "integrationType": "spotify",
         *         "integrationUserUuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *         "displayName": "Demo Listener"
         *       },
         *       "status": "created",
         *       "transferUuids": []
         *     }
         */
        TransferSession: {
            /** Format: uuid */
            sessionUuid: string;
            /**
             * Format: uri
             * @description Only in the answer of D1.
             */
            launchUrl?: string;
            /** @description Null for a session of the plain wizard (no launch URL). */
            launchExpiresAt: string | null;
            /** Format: date-time */
            expiresAt: string;
            externalUserId: string | null;
            /** @description The pre-authorized destination; null for a session of the plain wizard. */
            target: {
                integrationType: string;
                /** Format: uuid */
                integrationUserUuid: string;
                displayName: string | null;
            } | null;
            /** @description The connected user D1 named as the source (`source.integrationUserUUID`), with which the wizard opens; null when none was named (the listener connects the source in the wizard). */
            source: {
                integrationType: string;
                /** Format: uuid */
                integrationUserUuid: string;
                displayName: string | null;
            } | null;
            /**
             * @description Where the session stands. Before any transfer: `created` (the launch URL is not opened yet), `opened` (the listener is in the wizard), `expired` (the launch URL or the session ended unused). Then from its transfers: `waiting_for_destination` while one waits for a new destination token (D2), `running` while one runs, and once all ended how the latest ended: `completed`, `failed` or `cancelled`.
             * @enum {unknown}
             */
            status: "created" | "opened" | "running" | "waiting_for_destination" | "completed" | "failed" | "cancelled" | "expired";
            /** @description The ids of the session’s transfers, oldest first (the wizard may run more than one). */
            transferUuids: string[];
        };
        /**
         * @description A transfer session as D1 creates it: always with its `launchUrl` (given this once), when it expires, and the destination it was given.
         * @example {
         *       "sessionUuid": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "launchUrl": "https://api.example.com/connect/transfer#code=launch_3Fq9xYzA1b2C3d4E5f6G7h",
         *       "launchExpiresAt": "2026-11-24T10:15:00.000Z",
         *       "expiresAt": "2026-11-25T10:00:00.000Z",
         *       "externalUserId": "user-42",
         *       "target": {
         *         "integrationType": "deezer",
         *         "integrationUserUuid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *         "displayName": "Demo Listener"
         *       },
         *       "source": {
         *         "integrationType": "spotify",
         *         "integrationUserUuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *         "displayName": "Demo Listener"
         *       },
         *       "status": "created",
         *       "transferUuids": []
         *     }
         */
        TransferSessionCreated: components["schemas"]["TransferSession"] & {
            /**
             * Format: uri
             * @description Opens the hosted wizard: single use, 15 minutes.
             */
            launchUrl: string;
            /** Format: date-time */
            launchExpiresAt: string;
            /** @description The pre-authorized destination D1 attached. */
            target: {
                integrationType: string;
                /** Format: uuid */
                integrationUserUuid: string;
                displayName: string | null;
            };
        };
        /**
         * @example {
         *       "transferUuid": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
         *       "sessionUuid": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "externalUserId": "user-42",
         *       "status": "completed",
         *       "source": {
         *         "integrationType": "spotify",
         *         "integrationUserUuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01"
         *       },
         *       "destination": {
         *         "integrationType": "deezer",
         *         "integrationUserUuid": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
         *       },
         *       "selection": {
         *         "playlists": [
         *           "37i9dQZF1DXcBWIGoYBM5M"
         *         ],
         *         "likedTracks": true,
         *         "albums": false,
         *         "artists": false
         *       },
         *       "counts": {
         *         "total": 120,
         *         "matched": 114,
         *         "unmatched": 5,
         *         "failed": 1,
         *         "written": 113,
         *         "added": 113,
         *         "alreadyThere": 1,
         *         "notMoved": 6,
         *         "notReached": 0
         *       },
         *       "currentGroup": null,
         *       "errorCode": null,
         *       "cancelRequestedAt": null,
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "startedAt": "2026-11-24T10:00:00.000Z",
         *       "finishedAt": "2026-11-24T10:02:00.000Z"
         *     }
         */
        Transfer: {
            /** Format: uuid */
            transferUuid: string;
            sessionUuid: string | null;
            externalUserId: string | null;
            /**
             * @description `completed`, `failed` and `cancelled` (stopped on request) are the ends; a transfer never changes status after one of them.
             * @enum {unknown}
             */
            status: "queued" | "snapshotting" | "matching" | "writing" | "waiting_for_destination" | "completed" | "failed" | "cancelled";
            source: {
                integrationType: string;
                /** Format: uuid */
                integrationUserUuid: string;
            };
            destination: {
                integrationType: string;
                /** Format: uuid */
                integrationUserUuid: string;
            };
            selection: {
                playlists: string[];
                likedTracks: boolean;
                albums: boolean;
                artists: boolean;
            };
            /** @description What the pipeline decided (`matched` + `unmatched` + `failed` = `total` once matched) and where each item ended: `added` + `alreadyThere` + `notMoved` + `notReached` = `total`, the figures the hosted summary shows. */
            counts: {
                total: number;
                matched: number;
                unmatched: number;
                failed: number;
                /** @description The same as `added`: items the destination received, choices included. */
                written: number;
                /** @description Added to the destination, by the transfer or by the person’s choice since ("Use this one"). */
                added: number;
                /** @description Not sent because the destination held it already: a repeat of a track in a playlist that keeps a track once (Deezer), or a choice the playlist held. */
                alreadyThere: number;
                /** @description Items with a MatchResultRow and no choice made for them. */
                notMoved: number;
                /** @description Items the transfer has not come to yet, or did not come to before it failed or was stopped; 0 once it completed. */
                notReached: number;
            };
            currentGroup: string | null;
            errorCode: string | null;
            /** @description When someone asked the transfer to stop (POST /public/transfers/{transferUuid}/cancel, or the Stop of the hosted pages and the dashboard); null unless asked. It then ends `cancelled` once the write under way has finished. */
            cancelRequestedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            startedAt: string | null;
            finishedAt: string | null;
        };
        /**
         * @example {
         *       "transferUuid": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
         *       "title": "Everything In Its Right Place",
         *       "artist": "Radiohead",
         *       "playlistName": "Road Trip",
         *       "reason": "lowConfidence",
         *       "bestGuess": "Everything In Its Right Place (Live) — Radiohead",
         *       "bestGuessUrl": "https://www.deezer.com/track/3135556",
         *       "status": "unmatched",
         *       "itemType": "track",
         *       "matchingPercentage": 71,
         *       "source": {
         *         "id": "6LgJvl0Xdtc73RJ1mmpotq",
         *         "entryId": null,
         *         "name": "Everything In Its Right Place",
         *         "artists": [
         *           "Radiohead"
         *         ],
         *         "album": "Kid A",
         *         "isrc": null,
         *         "durationMs": 251000
         *       },
         *       "group": {
         *         "type": "playlist",
         *         "name": "Road Trip",
         *         "sourceId": "37i9dQZF1DXcBWIGoYBM5M"
         *       },
         *       "bestGuessCandidate": {
         *         "id": "3135556",
         *         "name": "Everything In Its Right Place (Live)",
         *         "artists": [
         *           "Radiohead"
         *         ],
         *         "album": "I Might Be Wrong",
         *         "isrc": null,
         *         "url": "https://www.deezer.com/track/3135556"
         *       },
         *       "chosen": {
         *         "id": "3135556",
         *         "chosenAt": "2026-11-24T10:05:00.000Z",
         *         "position": 3,
         *         "alreadyThere": false,
         *         "name": "Everything In Its Right Place (Live)",
         *         "artists": [
         *           "Radiohead"
         *         ],
         *         "url": "https://www.deezer.com/track/3135556"
         *       }
         *     }
         */
        MatchResultRow: {
            /**
             * Format: uuid
             * @description The transfer of the item; absent on a sync run’s row.
             */
            transferUuid?: string;
            /**
             * Format: uuid
             * @description D3 only: the sync whose run could not match the item (our decision); absent on a transfer’s row.
             */
            syncUuid?: string;
            title?: string;
            artist?: string;
            playlistName?: string | null;
            /** @enum {unknown} */
            reason?: "notFound" | "lowConfidence" | "regionLocked" | "error" | "cannotMatch" | "limitReached";
            bestGuess?: string | null;
            bestGuessUrl?: string | null;
            /** @enum {unknown} */
            status?: "unmatched" | "failed";
            /** @enum {unknown} */
            itemType?: "track" | "album" | "artist";
            matchingPercentage?: number | null;
            source?: {
                id: string;
                entryId: string | null;
                name: string;
                artists: string[];
                album: string | null;
                isrc: string | null;
                durationMs: number | null;
            };
            group?: {
                /** @enum {unknown} */
                type: "playlist" | "likedTracks" | "albums" | "artists" | "podcasts";
                name: string;
                sourceId: string | null;
            };
            bestGuessCandidate?: {
                id: string;
                name: string;
                artists: string[];
                album: string | null;
                isrc: string | null;
                url: string | null;
            } | null;
            /** @description The person chose an item for this row in the hosted summary ("Use this one"): the best guess, or an item they found by searching the destination; null until then. A chosen track is the account’s match for this source track from then on, and everyone’s once people of two or more accounts agree on it (see Matching). */
            chosen?: {
                /** @description The destination id that was added: the best guess the person chose. */
                id: string;
                /** Format: date-time */
                chosenAt: string;
                /** @description Where it went in the destination playlist (0 is the first entry); null when it was appended, or saved to the library. */
                position: number | null;
                /** @description The playlist held it already (it keeps a track once), so nothing was added. */
                alreadyThere: boolean;
                /** @description The chosen item’s name on the destination. */
                name: string | null;
                artists: string[];
                /** @description Its web address on the destination, when the service gives one. */
                url: string | null;
            } | null;
        };
        /**
         * @example {
         *       "status": "completed",
         *       "startedAt": "2026-11-24T10:00:00.000Z",
         *       "finishedAt": "2026-11-24T10:00:04.000Z",
         *       "added": 2,
         *       "removed": 1,
         *       "unmatched": 0,
         *       "notes": []
         *     }
         */
        SyncRunSummary: {
            /**
             * @description `unchanged`: the change markers said nothing changed: the source’s (one call) and, for a mirror, the destination’s (one more), so its tracks and their order stand as the last run left them; `paused`: a listener must sign in again.
             * @enum {unknown}
             */
            status: "completed" | "unchanged" | "failed" | "paused";
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string;
            added: number;
            removed: number;
            /** @description New source tracks no destination track was found for. */
            unmatched: number;
            /** @description Why the run failed, or what the destination could not do: remove tracks, remove one copy of a track it holds twice, or move tracks into the source’s order (a mirror into a service that cannot move tracks says how many stand out of it on every run; a reorder the service refused is tried again by the next run). */
            notes: string[];
        };
        /**
         * @example {
         *       "syncUuid": "3f2e1d0c-9b8a-4765-8432-10fedcba9876",
         *       "externalUserId": "user-42",
         *       "source": {
         *         "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *         "integrationType": "spotify",
         *         "playlistId": "37i9dQZF1DXcBWIGoYBM5M"
         *       },
         *       "destination": {
         *         "integrationUserUUID": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *         "integrationType": "deezer",
         *         "playlistId": "908622995"
         *       },
         *       "mode": "mirror",
         *       "intervalMinutes": 60,
         *       "state": "active",
         *       "pausedReason": null,
         *       "lastRun": {
         *         "status": "completed",
         *         "startedAt": "2026-11-24T10:00:00.000Z",
         *         "finishedAt": "2026-11-24T10:00:04.000Z",
         *         "added": 2,
         *         "removed": 1,
         *         "unmatched": 0,
         *         "notes": []
         *       },
         *       "lastRunAt": "2026-11-24T10:00:04.000Z",
         *       "nextRunAt": "2026-11-24T11:00:04.000Z",
         *       "counts": {
         *         "synced": 24,
         *         "unmatched": 1
         *       },
         *       "createdAt": "2026-11-20T08:30:00.000Z"
         *     }
         */
        Sync: {
            /** Format: uuid */
            syncUuid: string;
            externalUserId: string | null;
            source: {
                /** Format: uuid */
                integrationUserUUID: string;
                integrationType: string;
                playlistId: string;
            };
            destination: {
                /** Format: uuid */
                integrationUserUUID: string;
                integrationType: string;
                /** @description Null until the first run creates the playlist. */
                playlistId: string | null;
            };
            /**
             * @description `append` adds new source tracks at the end; `mirror` also removes what leaves the source and keeps its order where the destination moves tracks. The listener’s own tracks are never touched.
             * @enum {unknown}
             */
            mode: "mirror" | "append";
            intervalMinutes: number;
            /** @enum {unknown} */
            state: "active" | "paused";
            /** @description `partner`: paused with PATCH; `authFailed`: a listener must sign in again (it resumes when they do). */
            pausedReason: ("partner" | "authFailed") | null;
            lastRun: components["schemas"]["SyncRunSummary"] | null;
            lastRunAt: string | null;
            /** @description When the schedule next starts a run; null while paused. */
            nextRunAt: string | null;
            counts: {
                /** @description Source entries the sync put on the destination. */
                synced: number;
                /** @description Source entries no destination track was found for. */
                unmatched: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @example {
         *       "uuid": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *       "status": "completed",
         *       "groups": [
         *         "playlists",
         *         "likedTracks"
         *       ],
         *       "counts": {
         *         "playlists": 4,
         *         "likedTracks": 100
         *       },
         *       "unsupportedGroups": [],
         *       "errorCode": null,
         *       "requestedAt": "2026-11-24T10:00:00.000Z",
         *       "startedAt": "2026-11-24T10:00:00.000Z",
         *       "completedAt": "2026-11-24T10:00:05.000Z"
         *     }
         */
        LibrarySnapshot: {
            /** Format: uuid */
            uuid: string;
            /** @enum {unknown} */
            status: "queued" | "running" | "completed" | "failed";
            groups: ("playlists" | "likedTracks" | "savedAlbums" | "followedArtists")[];
            counts: {
                [key: string]: number;
            };
            unsupportedGroups: string[];
            errorCode: string | null;
            /** Format: date-time */
            requestedAt: string;
            startedAt: string | null;
            completedAt: string | null;
        };
        /**
         * @example {
         *       "id": "0f1e2d3c-4b5a-4968-8776-655443322110",
         *       "url": "https://acme.example/hooks",
         *       "description": null,
         *       "eventTypes": null,
         *       "enabled": true,
         *       "disabledReason": null,
         *       "disabledAt": null,
         *       "failingSince": null,
         *       "previousSecretExpiresAt": null,
         *       "createdAt": "2026-11-24T10:00:00.000Z"
         *     }
         */
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            /** Format: uri */
            url: string;
            description?: string | null;
            eventTypes: string[] | null;
            enabled: boolean;
            disabledReason?: string | null;
            disabledAt?: string | null;
            failingSince?: string | null;
            /** @description Until when the secret replaced by the last rotation still signs beside the current one; null when only the current one signs. */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Only at creation, at a rotation, and from its own route. */
            secret?: string;
        };
        /**
         * @description An endpoint as its creation and a rotation of its secret answer it: with its signing secret.
         * @example {
         *       "id": "0f1e2d3c-4b5a-4968-8776-655443322110",
         *       "url": "https://acme.example/hooks",
         *       "description": null,
         *       "eventTypes": null,
         *       "enabled": true,
         *       "disabledReason": null,
         *       "disabledAt": null,
         *       "failingSince": null,
         *       "previousSecretExpiresAt": null,
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
         *     }
         */
        WebhookEndpointWithSecret: components["schemas"]["WebhookEndpoint"] & {
            /** @description The endpoint’s `whsec_` signing secret. */
            secret: string;
        };
        /**
         * @example {
         *       "learnFromChoices": false
         *     }
         */
        AccountSettings: {
            /** @description Whether a choice a person makes on your public wizard link (`/transfer/start/{slug}`: “Use this one” on a transfer’s summary) is kept: it then becomes your account’s match for that source track in your later transfers and syncs, and counts, with other accounts’ listeners, towards the matches every account is served once enough of them agree. Off by default: anyone can open that link. Choices in transfer sessions your backend opened with `POST /public/transfer-sessions` are always kept. */
            learnFromChoices: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Names the request in every answer: the `X-Request-Id` you sent when it is sane (up to 200 visible characters), otherwise one of ours. Error bodies repeat it as `requestId`; quote it to support. */
        "X-Request-Id": string;
        /** @description Seconds to wait before sending the request again (a whole number, at least 1). On every 429: over the account’s or the address’s budget, after too many failed credentials, or when the music service asks us to slow down. */
        "Retry-After": number;
        /** @description The request budget this answer counted against, as `limit=<requests>, remaining=<left>, reset=<seconds>` (IETF draft 7 of RateLimit header fields). Sent on the answers of the routes with a budget, once the credential was accepted: not on a 401, nor on a 429 for too many failed credentials. */
        RateLimit: string;
        /** @description The budget’s policy, `<requests>;w=60`: so many requests a minute. The account has one budget for its secret credentials (Basic, DevToken, docs session) and one for its public ones (Client ID token, one-time token); the credential-free reads and the hosted pages count per client address. Sent with `RateLimit`. */
        "RateLimit-Policy": string;
        /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key`: the work was not done again. Absent otherwise. */
        "Idempotent-Replayed": "true";
        /** @description Where the browser goes next. */
        Location: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAppOauthIntegrationTypeCallback: {
        parameters: {
            query?: {
                /** @description The authorization code the music service sends back. */
                code?: string;
                /** @description The sign-in’s state, as we sent it to the music service. */
                state?: string;
                /** @description The music service’s error, when the person cancelled or was refused. */
                error?: string;
            };
            header?: never;
            path: {
                /**
                 * @description A music service’s id.
                 * @example spotify
                 */
                integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Connected: a page saying so, for a sign-in without a Return URL. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description To the Return URL with the callback values, to the page the sign-in belongs to, or to APP_URL’s callback. */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A page saying what went wrong (a broken or reused link, a sign-in cancelled, refused or too slow), with the ways forward that exist. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page: the sign-in was started in another browser, or the partner cannot connect more accounts. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page: no partner or no music service of this name. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Too many tries from this address: a page saying how long to wait for a browser that asks for HTML, the JSON error for anything else. Codes: `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A page: something went wrong on our side; nothing was connected. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page: the music service, or its sign-in, is not available right now. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getConnectOauthIntegrationTypeCallback: {
        parameters: {
            query?: {
                /** @description The authorization code the music service sends back. */
                code?: string;
                /** @description The sign-in’s state, as we sent it to the music service. */
                state?: string;
                /** @description The music service’s error, when the person cancelled or was refused. */
                error?: string;
            };
            header?: never;
            path: {
                /**
                 * @description A music service’s id.
                 * @example spotify
                 */
                integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Connected: a page saying so, for a sign-in without a Return URL. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description To the Return URL with the callback values, or to the page the sign-in belongs to. */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A page saying what went wrong (a broken or reused link, a sign-in cancelled, refused or too slow), with the ways forward that exist. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page: the sign-in was started in another browser, or the partner cannot connect more accounts. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page: no partner or no music service of this name. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Too many tries from this address: a page saying how long to wait for a browser that asks for HTML, the JSON error for anything else. Codes: `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A page: something went wrong on our side; nothing was connected. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page: the music service, or its sign-in, is not available right now. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getConnectSlug: {
        parameters: {
            query?: {
                /**
                 * @description Where the callback sends the browser: one of the partner’s Return URLs.
                 * @example https://partner.example/back
                 */
                returnUrl?: string;
                /** @description `true` adds `oneTimeToken` (30 seconds, `authData` once) to the callback’s values. */
                requestOneTimeToken?: boolean;
                /** @description A new UUID v4 of the partner’s, to poll the sign-in with A3. */
                uniqueId?: string;
                /** @description `true` sends a failed sign-in to the Return URL with `authModelUUID`, `error` (its code) and `errorDescription`, instead of our page; every value is in /docs/concepts/sign-in-errors. */
                forwardErrors?: boolean;
                /** @description The partner’s own id of the person; comes back unchecked in A3, A5 and `user.connected`. */
                partnerUserId?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The partner’s slug (its name in the hosted pages’ addresses).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picker (or a page saying the partner enabled no service yet). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page saying what went wrong (a broken or reused link, a sign-in cancelled, refused or too slow), with the ways forward that exist. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page: no partner or no music service of this name. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Too many tries from this address: a page saying how long to wait for a browser that asks for HTML, the JSON error for anything else. Codes: `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A page: something went wrong on our side; nothing was connected. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getConnectSlugIntegrationTypeAuth: {
        parameters: {
            query?: {
                /**
                 * @description Where the callback sends the browser: one of the partner’s Return URLs.
                 * @example https://partner.example/back
                 */
                returnUrl?: string;
                /** @description `true` adds `oneTimeToken` (30 seconds, `authData` once) to the callback’s values. */
                requestOneTimeToken?: boolean;
                /** @description A new UUID v4 of the partner’s, to poll the sign-in with A3. */
                uniqueId?: string;
                /** @description `true` sends a failed sign-in to the Return URL with `authModelUUID`, `error` (its code) and `errorDescription`, instead of our page; every value is in /docs/concepts/sign-in-errors. */
                forwardErrors?: boolean;
                /** @description The partner’s own id of the person; comes back unchecked in A3, A5 and `user.connected`. */
                partnerUserId?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The partner’s slug (its name in the hosted pages’ addresses).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description A music service’s id.
                 * @example spotify
                 */
                integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the music service’s sign-in. */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A page saying what went wrong (a broken or reused link, a sign-in cancelled, refused or too slow), with the ways forward that exist. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page: the sign-in was started in another browser, or the partner cannot connect more accounts. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page: no partner or no music service of this name. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Too many tries from this address: a page saying how long to wait for a browser that asks for HTML, the JSON error for anything else. Codes: `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A page: something went wrong on our side; nothing was connected. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page: the music service, or its sign-in, is not available right now. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getAppIntegrationsByUniqueIdUniqueId: {
        parameters: {
            query?: {
                /**
                 * @description `true` leaves `authData` out. Only `true` or `false`; anything else is 400.
                 * @example true
                 */
                tokenOnly?: boolean;
            };
            header?: never;
            path: {
                /** @description The UUID v4 the partner put in the sign-in link as `uniqueId`. */
                uniqueId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignIn"];
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidQuery`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `signInNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAppIntegrationsAuthModelUUID: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sign-in’s `authModelUUID`, as the callback gave it to the Return URL. */
                authModelUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInForPages"];
                };
            };
            /** @description Not found in this account. Codes: `signInNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAppUsersSlug: {
        parameters: {
            query?: {
                /** @description A Return URL to check against the partner’s. */
                returnUrl?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The partner’s slug (its name in the hosted pages’ addresses).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        slug: string;
                        logoUrl: string | null;
                        enabledIntegrations: string[];
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `returnUrlNotAllowed`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `accountNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicIntegrationsAuthAuthModelUUID: {
        parameters: {
            query?: {
                /** @description The one-time token the callback gave the Return URL (30 seconds; `authData` once). */
                oneTimeToken?: string;
            };
            header?: never;
            path: {
                /** @description The sign-in’s `authModelUUID`, as the callback gave it to the Return URL. */
                authModelUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInWithUser"];
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidQuery`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `oneTimeTokenInvalid`, `oneTimeTokenMismatch`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `signInNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicIntegrationsUserIntegrationUserUUID: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedUser"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `tokenRefreshFailed`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `oneTimeTokenUserMismatch`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePublicIntegrationsUserIntegrationUserUUID: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (or already gone). */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body or parameter. Codes: `invalidIntegrationUserUUID`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicIntegrationsUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "integrationType": "deezer",
                 *       "authData": {
                 *         "accessToken": "frx7Tm2kVq9"
                 *       },
                 *       "externalUserId": "user-42"
                 *     }
                 */
                "application/json": {
                    /** @enum {unknown} */
                    integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
                    authData: components["schemas"]["PreauthorizedAuthData"];
                    externalUserId?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedUser"];
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `malformedJson`, `preauthorizedNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectNotAllowed`, `evaluationLimitReached`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `tokenRefused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicIntegrationsRefreshAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    integrationUserUUID: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedUser"];
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `malformedJson`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `tokenRefreshFailed`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRefreshes`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicIntegrationsUsers: {
        parameters: {
            query?: {
                /** @description Users per page, 20 when absent. */
                limit?: number;
                /** @description The `nextCursor` of the previous page, as it was given, with the same filters. */
                cursor?: string | null;
                /** @description Only users of this service. */
                integrationType?: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
                /** @description Only users connected by a sign-in that carried this partner user id. */
                partnerUserId?: string;
                /** @description Only users first connected after this moment (exclusive). */
                createdAfter?: string;
                /** @description Only users first connected before this moment (exclusive). */
                createdBefore?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of connected users (an addition to the interface). A bad parameter answers 400 `invalidLimit`, `invalidCursor` or `invalidQuery`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: components["schemas"]["ConnectedUserProfile"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidCursor`, `invalidLimit`, `invalidQuery`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `docsSessionUserBound`, `docsSessionWithoutUser`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiIntegrationUserUUIDUsersProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        integrationType: string;
                        name: string | null;
                        email: string | null;
                        imageUrl: string | null;
                        country: string | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiIntegrationUserUUIDLibrarySnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibrarySnapshot"];
                };
            };
            /** @description Invalid body or parameter. Codes: `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`, `librarySnapshotNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiIntegrationUserUUIDLibrarySnapshot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "groups": [
                 *         "playlists",
                 *         "likedTracks"
                 *       ]
                 *     }
                 */
                "application/json": {
                    groups?: ("playlists" | "likedTracks" | "savedAlbums" | "followedArtists")[];
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibrarySnapshot"];
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidIdempotencyKey`, `malformedJson`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiIntegrationUserUUIDLibrarySnapshotItems: {
        parameters: {
            query: {
                /**
                 * @description playlists, playlist:{id}, likedTracks, savedAlbums or followedArtists
                 * @example likedTracks
                 */
                collection: string;
                /** @description Page size, lowered to the service limit. */
                limitParam?: number;
                /** @description The opaque nextParam of the previous page. */
                nextParam?: string | null;
            };
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            [key: string]: unknown;
                        }[];
                        nextParam: string | null;
                        totalItems: number | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidCollection`, `invalidLimitParam`, `invalidNextParam`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`, `librarySnapshotNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiIntegrationUserUUIDPlaylists: {
        parameters: {
            query?: {
                /** @description Page size, lowered to the service limit. */
                limitParam?: number;
                /** @description The opaque nextParam of the previous page. */
                nextParam?: string | null;
            };
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Playlist"][];
                        nextParam: string | null;
                        totalItems: number | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidLimitParam`, `invalidNextParam`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiIntegrationUserUUIDPlaylists: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Road Trip",
                 *       "description": "Songs for the road",
                 *       "visibility": "private"
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string;
                    /** @enum {unknown} */
                    visibility?: "public" | "private";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Playlist"];
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidIdempotencyKey`, `malformedJson`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiIntegrationUserUUIDPlaylistsPlaylistId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
                /** @description The playlist’s id on the music service (`id` of a playlist in the list). */
                playlistId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaylistDetail"];
                };
            };
            /** @description Invalid body or parameter. Codes: `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putApiIntegrationUserUUIDPlaylistsPlaylistId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
                /** @description The playlist’s id on the music service (`id` of a playlist in the list). */
                playlistId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Road Trip 2027"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string;
                    /** @enum {unknown} */
                    visibility?: "public" | "private";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaylistDetail"];
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `malformedJson`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiIntegrationUserUUIDPlaylistsPlaylistId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
                /** @description The playlist’s id on the music service (`id` of a playlist in the list). */
                playlistId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body or parameter. Codes: `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiIntegrationUserUUIDPlaylistsPlaylistIdItems: {
        parameters: {
            query?: {
                /** @description Page size, lowered to the service limit. */
                limitParam?: number;
                /** @description The opaque nextParam of the previous page. */
                nextParam?: string | null;
            };
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
                /** @description The playlist’s id on the music service (`id` of a playlist in the list). */
                playlistId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Track"][];
                        nextParam: string | null;
                        totalItems: number | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidLimitParam`, `invalidNextParam`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiIntegrationUserUUIDPlaylistsPlaylistIdItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
                /** @description The playlist’s id on the music service (`id` of a playlist in the list). */
                playlistId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "trackIds": [
                 *         "6LgJvl0Xdtc73RJ1mmpotq"
                 *       ]
                 *     }
                 */
                "application/json": {
                    trackIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidIdempotencyKey`, `malformedJson`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiIntegrationUserUUIDPlaylistsPlaylistIdItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
                /** @description The playlist’s id on the music service (`id` of a playlist in the list). */
                playlistId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "id": "6LgJvl0Xdtc73RJ1mmpotq",
                 *           "entryId": null
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    items: {
                        id: string;
                        entryId?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `malformedJson`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiIntegrationUserUUIDLikedTracks: {
        parameters: {
            query?: {
                /** @description Page size, lowered to the service limit. */
                limitParam?: number;
                /** @description The opaque nextParam of the previous page. */
                nextParam?: string | null;
            };
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Track"][];
                        nextParam: string | null;
                        totalItems: number | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidLimitParam`, `invalidNextParam`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiIntegrationUserUUIDLikedTracks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "trackIds": [
                 *         "6LgJvl0Xdtc73RJ1mmpotq"
                 *       ]
                 *     }
                 */
                "application/json": {
                    trackIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidIdempotencyKey`, `malformedJson`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiIntegrationUserUUIDLikedTracks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "trackIds": [
                 *         "6LgJvl0Xdtc73RJ1mmpotq"
                 *       ]
                 *     }
                 */
                "application/json": {
                    trackIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `malformedJson`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiIntegrationUserUUIDAlbums: {
        parameters: {
            query?: {
                /** @description Page size, lowered to the service limit. */
                limitParam?: number;
                /** @description The opaque nextParam of the previous page. */
                nextParam?: string | null;
            };
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["SavedAlbum"][];
                        nextParam: string | null;
                        totalItems: number | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidLimitParam`, `invalidNextParam`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiIntegrationUserUUIDAlbums: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "albumId": "6GjwtEZcfenmOf6l18N7T7"
                 *     }
                 */
                "application/json": {
                    albumId: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        albumId: string;
                        /** @constant */
                        saved: true;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidIdempotencyKey`, `malformedJson`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiIntegrationUserUUIDAlbums: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "albumIds": [
                 *         "6GjwtEZcfenmOf6l18N7T7"
                 *       ]
                 *     }
                 */
                "application/json": {
                    albumIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `malformedJson`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiIntegrationUserUUIDArtists: {
        parameters: {
            query?: {
                /** @description Page size, lowered to the service limit. */
                limitParam?: number;
                /** @description The opaque nextParam of the previous page. */
                nextParam?: string | null;
            };
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Artist"][];
                        nextParam: string | null;
                        totalItems: number | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidLimitParam`, `invalidNextParam`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiIntegrationUserUUIDArtists: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "artistIds": [
                 *         "4Z8W4fKeB5YxbusRsdQVPb"
                 *       ]
                 *     }
                 */
                "application/json": {
                    artistIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        followed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidIdempotencyKey`, `malformedJson`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiIntegrationUserUUIDArtists: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "artistIds": [
                 *         "4Z8W4fKeB5YxbusRsdQVPb"
                 *       ]
                 *     }
                 */
                "application/json": {
                    artistIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unfollowed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `malformedJson`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiIntegrationUserUUIDArtistsArtistId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
                /**
                 * @description The artist’s id on the music service.
                 * @example 4Z8W4fKeB5YxbusRsdQVPb
                 */
                artistId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Artist"];
                };
            };
            /** @description Invalid body or parameter. Codes: `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiIntegrationUserUUIDSearch: {
        parameters: {
            query?: {
                /** @description Page size, lowered to the service limit. */
                limitParam?: number;
                /** @description The opaque nextParam of the previous page. */
                nextParam?: string | null;
            };
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`. */
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "track",
                 *       "isrc": "GBAYE0000351"
                 *     }
                 */
                "application/json": {
                    /** @enum {unknown} */
                    type: "track" | "album" | "artist";
                    track?: string;
                    artist?: string;
                    album?: string;
                    isrc?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["SearchResult"][];
                        nextParam: string | null;
                        totalItems: number | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidIdempotencyKey`, `invalidLimitParam`, `invalidNextParam`, `malformedJson`, `musicServiceRejected`, `operationNotSupported`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `clientIdTokenNotAllowed`, `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectMismatch`, `docsSessionUserMismatch`, `docsSessionWithoutUser`, `musicServiceForbidden`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `itemNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "track",
                 *       "track": "Everything In Its Right Place",
                 *       "artist": "Radiohead",
                 *       "sources": [
                 *         "spotify",
                 *         "deezer"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CatalogueSearch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every source’s results in the order asked, whatever the type (the interface names the list `tracks`). */
                        tracks: components["schemas"]["CatalogueItem"][];
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidIdempotencyKey`, `malformedJson`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicSearchIntrospection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sources: {
                            /** @enum {string} */
                            id: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
                            name: string;
                            types: ("track" | "album" | "artist")[];
                            catalogueSearch: boolean;
                            isrcSearch: boolean;
                            /** @description Everything the service can and cannot do, by name (C2). */
                            capabilities: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicTransferSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "target": {
                 *         "integrationType": "deezer",
                 *         "authData": {
                 *           "accessToken": "frx7Tm2kVq9"
                 *         }
                 *       },
                 *       "externalUserId": "user-42",
                 *       "returnUrl": "https://partner.example/back"
                 *     }
                 */
                "application/json": {
                    target: {
                        /**
                         * @description Optional: the account's transfer destination setting otherwise (400 `noDestinationSet` when there is none).
                         * @enum {unknown}
                         */
                        integrationType?: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
                        authData: components["schemas"]["PreauthorizedAuthData"];
                    };
                    /** @description Optional: the source the listener is already connected to. */
                    source?: {
                        /**
                         * Format: uuid
                         * @description A connected user of the account (not deleted) the listener already signed in as: the wizard opens at the choice of what to move, with no sign-in to the source. 404 `integrationUserNotFound` for any other uuid.
                         */
                        integrationUserUUID: string;
                        /**
                         * @description Optional: the service the user must be of (400 `sourceServiceMismatch` otherwise).
                         * @enum {unknown}
                         */
                        integrationType?: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm" | "subsonic" | "jellyfin" | "plex" | "listenbrainz";
                    };
                    externalUserId?: string;
                    returnUrl?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferSessionCreated"];
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidIdempotencyKey`, `malformedJson`, `noDestinationSet`, `preauthorizedNotSupported`, `returnUrlNotAllowed`, `sameSourceAndDestination`, `sourceServiceMismatch`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectNotAllowed`, `transferServiceNotEnabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `destinationTokenRefused`, `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPublicTransferSessionsSessionUuidTargetAuth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transfer session’s `sessionUuid`. */
                sessionUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "authData": {
                 *         "accessToken": "frx7Tm2kVq9",
                 *         "expiresAt": "2027-01-01T00:00:00Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    authData: components["schemas"]["PreauthorizedAuthData"];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        sessionUuid: string;
                        target: {
                            integrationType: string;
                            /** Format: uuid */
                            integrationUserUuid: string;
                            displayName: string | null;
                        };
                        transferResumed: boolean;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `malformedJson`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectNotAllowed`, `transferServiceNotEnabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `transferSessionNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `destinationAccountMismatch`, `noPreauthorizedDestination`, `transferSessionEnded`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `destinationTokenRefused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicTransferSessionsSessionUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transfer session’s `sessionUuid`. */
                sessionUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferSession"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectNotAllowed`, `transferServiceNotEnabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `transferSessionNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicTransfersUnmatched: {
        parameters: {
            query: {
                /**
                 * @description The window’s start: transfers that finished from then on.
                 * @example 2026-01-01T00:00:00Z
                 */
                from: string;
                /** @description The window’s end (default now). */
                to?: string;
                /** @description Only the items of this reason. */
                reason?: "notFound" | "lowConfidence" | "regionLocked" | "error" | "cannotMatch" | "limitReached";
                /** @description Page size (default 100). */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unmatched: components["schemas"]["MatchResultRow"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidCursor`, `invalidLimit`, `invalidReason`, `invalidWindow`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `docsSessionUserBound`, `docsSessionWithoutUser`, `transferServiceNotEnabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicTransfers: {
        parameters: {
            query?: {
                /**
                 * @description Page size (default 100).
                 * @example 20
                 */
                limit?: number;
                /** @description The `nextCursor` of the previous page, with the same filters. */
                cursor?: string | null;
                /** @description Only the transfers of this transfer session (none for another account’s session). */
                sessionUuid?: string;
                /** @description Only the transfers of sessions created with this `externalUserId` (D1). */
                externalUserId?: string;
                /** @description Only the transfers with this status now. */
                status?: "queued" | "snapshotting" | "matching" | "writing" | "waiting_for_destination" | "completed" | "failed" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        transfers: components["schemas"]["Transfer"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidCursor`, `invalidExternalUserId`, `invalidLimit`, `invalidSessionUuid`, `invalidStatus`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `docsSessionUserBound`, `docsSessionWithoutUser`, `transferServiceNotEnabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicTransfersTransferUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transfer’s `transferUuid`. */
                transferUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"] & {
                        groups: {
                            /** @enum {unknown} */
                            type: "playlist" | "likedTracks" | "albums" | "artists";
                            name: string;
                            sourceId: string | null;
                            destinationId: string | null;
                            items: number;
                            /** @description The same as `added`. */
                            written: number;
                            added: number;
                            alreadyThere: number;
                            notMoved: number;
                            notReached: number;
                            /** @enum {unknown} */
                            status: "pending" | "writing" | "written";
                        }[];
                    };
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `docsSessionUserBound`, `docsSessionWithoutUser`, `transferServiceNotEnabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `transferNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicTransfersTransferUuidCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The transfer’s `transferUuid`. */
                transferUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidIdempotencyKey`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `transferServiceNotEnabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `transferNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`, `transferEnded`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicTransfersTransferUuidResults: {
        parameters: {
            query?: {
                /** @description Page size (default 100). */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string | null;
            };
            header?: never;
            path: {
                /** @description The transfer’s `transferUuid`. */
                transferUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["MatchResultRow"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidCursor`, `invalidLimit`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `docsSessionUserBound`, `docsSessionWithoutUser`, `transferServiceNotEnabled`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `transferNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicSyncs: {
        parameters: {
            query?: {
                /**
                 * @description Page size (default 20).
                 * @example 20
                 */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        syncs: components["schemas"]["Sync"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidCursor`, `invalidLimit`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectNotAllowed`, `docsSessionUserBound`, `docsSessionWithoutUser`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicSyncs: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source": {
                 *         "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
                 *         "playlistId": "37i9dQZF1DXcBWIGoYBM5M"
                 *       },
                 *       "destination": {
                 *         "integrationUserUUID": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
                 *       },
                 *       "mode": "mirror",
                 *       "intervalMinutes": 60,
                 *       "externalUserId": "user-42"
                 *     }
                 */
                "application/json": {
                    source: {
                        /** Format: uuid */
                        integrationUserUUID: string;
                        playlistId: string;
                    };
                    destination: {
                        /** Format: uuid */
                        integrationUserUUID: string;
                        /** @description A playlist the destination user owns; without it, the first run creates one named as the source. */
                        playlistId?: string;
                    };
                    /**
                     * @description `append` adds what is new at the end; `mirror` also removes what left the source.
                     * @enum {unknown}
                     */
                    mode: "mirror" | "append";
                    /** @description Minutes between runs (15 to 10080). */
                    intervalMinutes?: number;
                    /** @description Sent back in the sync’s webhooks. */
                    externalUserId?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sync"];
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidIdempotencyKey`, `malformedJson`, `operationNotSupported`, `playlistNotOwned`, `sameSourceAndDestination`, `syncLimitReached`, `unknownIntegration`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectNotAllowed`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `integrationUserNotFound`, `playlistNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`, `syncAlreadyExists`, `syncCycle`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). Codes: `IntegrationUserNotAuthenticated`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `musicServiceRateLimited`, `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`, `musicServiceUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicSyncsSyncUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sync’s `syncUuid`. */
                syncUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sync"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectNotAllowed`, `docsSessionUserBound`, `docsSessionWithoutUser`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `syncNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePublicSyncsSyncUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sync’s `syncUuid`. */
                syncUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (or already gone). */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectNotAllowed`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `syncNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchPublicSyncsSyncUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sync’s `syncUuid`. */
                syncUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paused": true
                 *     }
                 */
                "application/json": {
                    /**
                     * @description `append` adds what is new at the end; `mirror` also removes what left the source.
                     * @enum {unknown}
                     */
                    mode?: "mirror" | "append";
                    /** @description Minutes between runs (15 to 10080); a new one runs the sync at once. */
                    intervalMinutes?: number;
                    /** @description true stops the runs (pausedReason `partner`); false lets them go on. */
                    paused?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sync"];
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `malformedJson`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectNotAllowed`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `syncNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicSyncsSyncUuidRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The sync’s `syncUuid`. */
                syncUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        syncUuid: string;
                        /** @constant */
                        queued: true;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidIdempotencyKey`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `devTokenSubjectNotAllowed`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `syncNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`, `syncPaused`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicWebhooksEventTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventTypes: {
                            /** @enum {unknown} */
                            type: "user.connected" | "user.auth_failed" | "user.deleted" | "transfer.started" | "transfer.progress" | "transfer.completed" | "transfer.failed" | "transfer.cancelled" | "transfer.waiting_for_destination" | "transfer.updated" | "sync.created" | "sync.run.completed" | "sync.paused" | "sync.failed" | "sync.deleted" | "endpoint.disabled" | "webhook.test";
                            description: string;
                        }[];
                    };
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicWebhooksEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoints: components["schemas"]["WebhookEndpoint"][];
                    };
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicWebhooksEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://partner.example/hooks",
                 *       "eventTypes": [
                 *         "user.connected",
                 *         "transfer.completed"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where events are posted: an https address (http only where the deployment allows it), checked when it is registered.
                     */
                    url: string;
                    /** @description The event types the endpoint receives (`GET /public/webhooks/event-types`); all of them when empty or left out. */
                    eventTypes?: ("user.connected" | "user.auth_failed" | "user.deleted" | "transfer.started" | "transfer.progress" | "transfer.completed" | "transfer.failed" | "transfer.cancelled" | "transfer.waiting_for_destination" | "transfer.updated" | "sync.created" | "sync.run.completed" | "sync.paused" | "sync.failed" | "sync.deleted" | "endpoint.disabled" | "webhook.test")[];
                    /** @description Words of yours about the endpoint. */
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidEndpointUrl`, `invalidIdempotencyKey`, `malformedJson`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicWebhooksEndpointsEndpointId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint’s `id`. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `webhookEndpointNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePublicWebhooksEndpointsEndpointId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint’s `id`. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `webhookEndpointNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchPublicWebhooksEndpointsEndpointId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint’s `id`. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where events are posted: an https address (http only where the deployment allows it), checked when it is registered.
                     */
                    url?: string;
                    /** @description The event types the endpoint receives (`GET /public/webhooks/event-types`); all of them when empty or left out. */
                    eventTypes?: ("user.connected" | "user.auth_failed" | "user.deleted" | "transfer.started" | "transfer.progress" | "transfer.completed" | "transfer.failed" | "transfer.cancelled" | "transfer.waiting_for_destination" | "transfer.updated" | "sync.created" | "sync.run.completed" | "sync.paused" | "sync.failed" | "sync.deleted" | "endpoint.disabled" | "webhook.test")[];
                    /** @description Words of yours about the endpoint. */
                    description?: string | null;
                    /** @description `false` stops the deliveries; `true` sends them again. */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidEndpointUrl`, `malformedJson`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `webhookEndpointNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicWebhooksEndpointsEndpointIdSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint’s `id`. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                    };
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `webhookEndpointNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicWebhooksEndpointsEndpointIdSecretRotate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook endpoint’s `id`. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "overlapHours": 24
                 *     }
                 */
                "application/json": {
                    /** @description How many hours the replaced secret keeps signing beside the new one (default 24). */
                    overlapHours?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidIdempotencyKey`, `malformedJson`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `webhookEndpointNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicWebhooksEndpointsEndpointIdTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook endpoint’s `id`. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        eventId: string;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidIdempotencyKey`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `webhookEndpointNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicWebhooksEndpointsEndpointIdDeliveries: {
        parameters: {
            query?: {
                /** @description Only the deliveries in this state. */
                status?: "pending" | "succeeded" | "failed";
                /** @description Page size (default 50). */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string | null;
            };
            header?: never;
            path: {
                /** @description The webhook endpoint’s `id`. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            eventId: string;
                            webhookId: string;
                            type: string;
                            status: string;
                            /** @description The request body exactly as every attempt sent it (the signatures are over these bytes). */
                            body: string;
                            attempts: {
                                [key: string]: unknown;
                            }[];
                            lastStatusCode: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            completedAt: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidCursor`, `invalidLimit`, `invalidStatus`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `webhookEndpointNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicWebhooksEndpointsEndpointIdReplay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook endpoint’s `id`. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-11-24T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    /** Format: date-time */
                    since: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        replayed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `invalidIdempotencyKey`, `invalidSince`, `malformedJson`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `webhookEndpointNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicWebhooksDeliveriesDeliveryIdReplay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The delivery’s `id`, from the endpoint’s delivery log. */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        replayed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidIdempotencyKey`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. Codes: `webhookDeliveryNotFound`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`). Codes: `idempotencyAnswerUnreadable`, `idempotencyKeyInProgress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `idempotencyKeyInProgress`: seconds to wait before sending the request again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). Codes: `idempotencyKeyReused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicAccountSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettings"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchPublicAccountSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "learnFromChoices": true
                 *     }
                 */
                "application/json": {
                    /** @description Keep the choices people make on your public wizard link (“Use this one”) as your account’s matches for later transfers and syncs. */
                    learnFromChoices?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettings"];
                };
            };
            /** @description Invalid body or parameter. Codes: `bodyTooDeep`, `invalidBody`, `malformedJson`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `clientSecretRequired`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). Codes: `bodyTooLarge`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). Codes: `unsupportedEncoding`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicUsage: {
        parameters: {
            query?: {
                /**
                 * @description How far back, the current minute included (default 60; counts are kept 25 hours).
                 * @example 60
                 */
                minutes?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usage"];
                };
            };
            /** @description Invalid body or parameter. Codes: `invalidMinutes`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`, `docsSessionUserBound`, `docsSessionWithoutUser`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getPublicDocsSessionsCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocsSession"];
                };
            };
            /** @description No or invalid credentials. Codes: `devTokenAlgorithmNotAllowed`, `devTokenClaimsInvalid`, `devTokenExpired`, `devTokenIssuedInFuture`, `devTokenIssuerInvalid`, `devTokenMalformed`, `devTokenSignatureInvalid`, `devTokenSubjectInvalid`, `devTokenTooLong`, `devTokenTooOld`, `devTokenUnknownKey`, `docsSessionEnded`, `invalidCredentials`, `invalidToken`, `missingCredentials`, `oneTimeTokenExpired`, `unsupportedCredential`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. Codes: `credentialNotAllowed`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for `Retry-After` seconds. Codes: `tooManyAuthFailures`, `tooManyRequests`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). Codes: `dependencyUnavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "ok" | "unavailable";
                        checks: {
                            postgres: string;
                            redis: string;
                        };
                    };
                };
            };
            /** @description The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description With `dependencyUnavailable`: seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userConnectedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "user.connected",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
                 *         "integrationType": "spotify",
                 *         "authModelUUID": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "user.connected";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        integrationUserUUID: string;
                        integrationType: string;
                        /** Format: uuid */
                        authModelUUID?: string;
                        partnerUserId?: string;
                        /** @constant */
                        preauthorized?: true;
                        externalUserId?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    userAuthFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "user.auth_failed",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
                 *         "integrationType": "deezer",
                 *         "preauthorized": false
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "user.auth_failed";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        integrationUserUUID: string;
                        integrationType: string;
                        preauthorized: boolean;
                        /** Format: uuid */
                        sessionUuid?: string;
                        externalUserId?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    userDeletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "user.deleted",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
                 *         "integrationType": "spotify"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "user.deleted";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        integrationUserUUID: string;
                        integrationType: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    transferStartedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "transfer.started",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "transferUuid": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
                 *         "sessionUuid": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
                 *         "externalUserId": "user-42",
                 *         "source": "spotify",
                 *         "destination": "deezer",
                 *         "groups": {
                 *           "playlists": [
                 *             "37i9dQZF1DXcBWIGoYBM5M"
                 *           ],
                 *           "likedTracks": true,
                 *           "albums": false,
                 *           "artists": false
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "transfer.started";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        transferUuid: string;
                        sessionUuid: string | null;
                        externalUserId: string | null;
                        source: string;
                        destination: string;
                        groups?: {
                            playlists?: string[];
                            likedTracks?: boolean;
                            albums?: boolean;
                            artists?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    transferProgressEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "transfer.progress",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "transferUuid": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
                 *         "sessionUuid": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
                 *         "externalUserId": "user-42",
                 *         "counts": {
                 *           "total": 120,
                 *           "matched": 114,
                 *           "unmatched": 5,
                 *           "failed": 1,
                 *           "written": 40,
                 *           "added": 40,
                 *           "alreadyThere": 0,
                 *           "notMoved": 6,
                 *           "notReached": 74
                 *         },
                 *         "currentGroup": "Road Trip",
                 *         "status": "writing"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "transfer.progress";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        transferUuid: string;
                        sessionUuid: string | null;
                        externalUserId: string | null;
                        counts: {
                            total?: number;
                            matched?: number;
                            unmatched?: number;
                            failed?: number;
                            written?: number;
                            pending?: number;
                            added?: number;
                            alreadyThere?: number;
                            notMoved?: number;
                            notReached?: number;
                        };
                        currentGroup?: string | null;
                        /** @enum {unknown} */
                        status?: "queued" | "snapshotting" | "matching" | "writing";
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    transferCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "transfer.completed",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "transferUuid": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
                 *         "sessionUuid": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
                 *         "externalUserId": "user-42",
                 *         "counts": {
                 *           "total": 120,
                 *           "matched": 114,
                 *           "unmatched": 5,
                 *           "failed": 1,
                 *           "written": 113,
                 *           "added": 113,
                 *           "alreadyThere": 1,
                 *           "notMoved": 6,
                 *           "notReached": 0
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "transfer.completed";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        transferUuid: string;
                        sessionUuid: string | null;
                        externalUserId: string | null;
                        counts: {
                            total?: number;
                            matched?: number;
                            unmatched?: number;
                            failed?: number;
                            written?: number;
                            pending?: number;
                            added?: number;
                            alreadyThere?: number;
                            notMoved?: number;
                            notReached?: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    transferFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "transfer.failed",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "transferUuid": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
                 *         "sessionUuid": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
                 *         "externalUserId": "user-42",
                 *         "reason": "IntegrationUserNotAuthenticated"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "transfer.failed";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        transferUuid: string;
                        sessionUuid: string | null;
                        externalUserId: string | null;
                        reason: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    transferCancelledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "transfer.cancelled",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "transferUuid": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
                 *         "sessionUuid": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
                 *         "externalUserId": "user-42",
                 *         "counts": {
                 *           "total": 120,
                 *           "matched": 114,
                 *           "unmatched": 5,
                 *           "failed": 1,
                 *           "written": 40,
                 *           "added": 40,
                 *           "alreadyThere": 0,
                 *           "notMoved": 6,
                 *           "notReached": 74
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "transfer.cancelled";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        transferUuid: string;
                        sessionUuid: string | null;
                        externalUserId: string | null;
                        counts: {
                            total?: number;
                            matched?: number;
                            unmatched?: number;
                            failed?: number;
                            written?: number;
                            pending?: number;
                            added?: number;
                            alreadyThere?: number;
                            notMoved?: number;
                            notReached?: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    transferWaitingForDestinationEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "transfer.waiting_for_destination",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "transferUuid": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
                 *         "sessionUuid": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
                 *         "externalUserId": "user-42"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "transfer.waiting_for_destination";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        transferUuid: string;
                        sessionUuid: string | null;
                        externalUserId: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    transferUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "transfer.updated",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "transferUuid": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
                 *         "sessionUuid": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
                 *         "externalUserId": "user-42",
                 *         "status": "completed",
                 *         "counts": {
                 *           "total": 120,
                 *           "matched": 114,
                 *           "unmatched": 5,
                 *           "failed": 1,
                 *           "written": 114,
                 *           "added": 114,
                 *           "alreadyThere": 1,
                 *           "notMoved": 5,
                 *           "notReached": 0
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "transfer.updated";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        transferUuid: string;
                        sessionUuid: string | null;
                        externalUserId: string | null;
                        /** @enum {unknown} */
                        status: "completed" | "failed" | "cancelled";
                        counts: {
                            total?: number;
                            matched?: number;
                            unmatched?: number;
                            failed?: number;
                            written?: number;
                            pending?: number;
                            added?: number;
                            alreadyThere?: number;
                            notMoved?: number;
                            notReached?: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    syncCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "sync.created",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "syncUuid": "3f2e1d0c-9b8a-4765-8432-10fedcba9876",
                 *         "externalUserId": "user-42",
                 *         "source": {
                 *           "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
                 *           "integrationType": "spotify",
                 *           "playlistId": "37i9dQZF1DXcBWIGoYBM5M"
                 *         },
                 *         "destination": {
                 *           "integrationUserUUID": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                 *           "integrationType": "deezer",
                 *           "playlistId": null
                 *         },
                 *         "mode": "mirror",
                 *         "intervalMinutes": 60
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "sync.created";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        syncUuid: string;
                        externalUserId: string | null;
                        source: {
                            /** Format: uuid */
                            integrationUserUUID: string;
                            integrationType: string;
                            playlistId: string;
                        };
                        destination: {
                            /** Format: uuid */
                            integrationUserUUID: string;
                            integrationType: string;
                            playlistId: string | null;
                        };
                        /** @enum {unknown} */
                        mode: "mirror" | "append";
                        intervalMinutes: number;
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    syncRunCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "sync.run.completed",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "syncUuid": "3f2e1d0c-9b8a-4765-8432-10fedcba9876",
                 *         "externalUserId": "user-42",
                 *         "added": 2,
                 *         "removed": 1,
                 *         "unmatched": 0
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "sync.run.completed";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        syncUuid: string;
                        externalUserId: string | null;
                        added: number;
                        removed: number;
                        unmatched: number;
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    syncPausedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "sync.paused",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "syncUuid": "3f2e1d0c-9b8a-4765-8432-10fedcba9876",
                 *         "externalUserId": "user-42",
                 *         "reason": "authFailed",
                 *         "integrationUserUUID": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "sync.paused";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        syncUuid: string;
                        externalUserId: string | null;
                        /** @enum {unknown} */
                        reason: "authFailed";
                        /** @description The listener who must sign in again, when known. */
                        integrationUserUUID: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    syncFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "sync.failed",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "syncUuid": "3f2e1d0c-9b8a-4765-8432-10fedcba9876",
                 *         "externalUserId": "user-42",
                 *         "reason": "deezer: the service could not be reached"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "sync.failed";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        syncUuid: string;
                        externalUserId: string | null;
                        reason: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    syncDeletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "sync.deleted",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "syncUuid": "3f2e1d0c-9b8a-4765-8432-10fedcba9876",
                 *         "externalUserId": "user-42",
                 *         "reason": "listener"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "sync.deleted";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        syncUuid: string;
                        externalUserId: string | null;
                        /**
                         * @description Who stopped it: the listener, on the page the transfer summary links to.
                         * @enum {unknown}
                         */
                        reason: "listener";
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    endpointDisabledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "endpoint.disabled",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "endpointId": "0f1e2d3c-4b5a-4968-8776-655443322110",
                 *         "url": "https://partner.example/hooks",
                 *         "reason": "gone"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "endpoint.disabled";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        endpointId: string;
                        url: string;
                        /** @enum {unknown} */
                        reason: "gone" | "failing";
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTestEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from your clock. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "webhook.test",
                 *       "timestamp": "2026-11-24T10:00:00.000Z",
                 *       "data": {
                 *         "endpointId": "0f1e2d3c-4b5a-4968-8776-655443322110",
                 *         "message": "This is a test event."
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "webhook.test";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** Format: uuid */
                        endpointId: string;
                        message: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried like any other failure, except 410 Gone, which disables the endpoint. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
/** What each credential is answered where the answer differs by credential (`x-by-credential`). */
export interface answersByCredential {
    basic: {
        "/public/integrations/auth/{authModelUUID}": { get: { 200: components["schemas"]["SignInWithUserAndAuthData"] } };
        "/public/integrations/user/{integrationUserUUID}": { get: { 200: components["schemas"]["ConnectedUserWithAuthData"] } };
        "/public/integrations/user": { post: { 201: components["schemas"]["ConnectedUserWithAuthData"] } };
        "/public/integrations/refreshAuthToken": { post: { 200: components["schemas"]["ConnectedUserWithAuthData"] } };
    };
    clientIdToken: {
        "/public/integrations/auth/{authModelUUID}": { get: { 200: components["schemas"]["SignInWithUserProfile"] } };
        "/public/integrations/user/{integrationUserUUID}": { get: { 200: components["schemas"]["ConnectedUserProfile"] } };
        "/public/integrations/refreshAuthToken": { post: { 200: components["schemas"]["ConnectedUserProfile"] } };
    };
    devToken: {
        "/public/integrations/auth/{authModelUUID}": { get: { 200: components["schemas"]["SignInWithUserProfile"] } };
        "/public/integrations/user/{integrationUserUUID}": { get: { 200: components["schemas"]["ConnectedUserProfile"] } };
        "/public/integrations/user": { post: { 201: components["schemas"]["ConnectedUserProfile"] } };
        "/public/integrations/refreshAuthToken": { post: { 200: components["schemas"]["ConnectedUserProfile"] } };
    };
    docsSession: {
        "/public/integrations/auth/{authModelUUID}": { get: { 200: components["schemas"]["SignInWithUserProfile"] } };
        "/public/integrations/user/{integrationUserUUID}": { get: { 200: components["schemas"]["ConnectedUserProfile"] } };
        "/public/integrations/refreshAuthToken": { post: { 200: components["schemas"]["ConnectedUserProfile"] } };
    };
    oneTimeToken: {
        "/public/integrations/auth/{authModelUUID}": { get: { 200: components["schemas"]["SignInWithUserAndAuthData"] | components["schemas"]["SignInWithUserProfile"] } };
        "/public/integrations/user/{integrationUserUUID}": { get: { 200: components["schemas"]["ConnectedUserWithAuthData"] | components["schemas"]["ConnectedUserProfile"] } };
        "/public/integrations/refreshAuthToken": { post: { 200: components["schemas"]["ConnectedUserWithAuthData"] | components["schemas"]["ConnectedUserProfile"] } };
    };
}
