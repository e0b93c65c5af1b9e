// Generated from the OpenAPI document by `npm run client:generate`: do not edit.

export interface paths {
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up. */
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
        /** Postgres and Redis answer. */
        get: operations["getHealthReady"];
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
        /** This document. */
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
        /** This document rendered, with "try it" through a docs session (`/docs#session=...`). */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/oauth/{integrationType}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The music service sends the browser back here after sign-in; only the browser that started the sign-in (its nonce cookie) may finish it. Sent again from that browser (a reload), it goes where the first one went, without a second one-time token. */
        get: operations["getAppOauthIntegrationTypeCallback"];
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
        /** A3: a sign-in by the uniqueId the partner chose; authData only within 5 minutes of its success. */
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
        /** A4: a sign-in, as the hosted pages read it: nothing that unlocks another read. */
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
        /** A10: the public sign-in profile of a partner. */
        get: operations["getAppUsersSlug"];
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
        /** A6: a connected user (authData with Basic only; refreshed when about to expire). */
        get: operations["getPublicIntegrationsUserIntegrationUserUUID"];
        put?: never;
        post?: never;
        /** A7: forget a connected user, its tokens and its stored library. */
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
        /** Connect a user with a token the partner already holds (our decision): the way to connect Qobuz, whose sign-in is for its partners only. */
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
        /** A9: refresh a connected user’s tokens now. */
        post: operations["postPublicIntegrationsRefreshAuthToken"];
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
        /** A5: a finished sign-in with its user, for the partner’s backend. */
        get: operations["getPublicIntegrationsAuthAuthModelUUID"];
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
        /** E1: the docs session. */
        get: operations["getPublicDocsSessionsCurrent"];
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
        /** D1: a pre-authorized session of the hosted transfer wizard. */
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
        /** D2: replace the destination token; resumes a waiting transfer. */
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
        /** D4: one transfer session (without its launch URL). */
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
        /** D3: unmatched and failed items of the transfers that finished in a window. */
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
        /** D4: the account’s transfers, newest first. */
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
        /** D4: one transfer with its counts and groups. */
        get: operations["getPublicTransfersTransferUuid"];
        put?: never;
        post?: never;
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
        /** D4: a transfer’s match results (unmatched and failed items) in item order. */
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
        /** The account’s syncs, newest first. */
        get: operations["getPublicSyncs"];
        put?: never;
        /** Keep a playlist in sync with a playlist of another (or the same) connected user; the first run starts at once. */
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
        /** One sync: its state, last run, next run and counts. */
        get: operations["getPublicSyncsSyncUuid"];
        put?: never;
        post?: never;
        /** Stop it for good (a second delete answers 204 again). */
        delete: operations["deletePublicSyncsSyncUuid"];
        options?: never;
        head?: never;
        /** Change its mode or interval, pause or unpause it. */
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
        /** Run it now, whatever its schedule says. */
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
        /** The event types and what their data carries. */
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
        /** The account’s webhook endpoints. */
        get: operations["getPublicWebhooksEndpoints"];
        put?: never;
        /** Register an endpoint (answers its whsec_ secret). */
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
        /** One endpoint. */
        get: operations["getPublicWebhooksEndpointsEndpointId"];
        put?: never;
        post?: never;
        /** Delete it. */
        delete: operations["deletePublicWebhooksEndpointsEndpointId"];
        options?: never;
        head?: never;
        /** Change its URL or event types, disable or re-enable it. */
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
        /** Its signing secret. */
        get: operations["getPublicWebhooksEndpointsEndpointIdSecret"];
        put?: never;
        post?: never;
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
        /** Send a `webhook.test` event to it. */
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
        /** Its delivery log with every attempt. */
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
        /** Replay every failed delivery since a time. */
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
        /** Replay one delivery. */
        post: operations["postPublicWebhooksDeliveriesDeliveryIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s use of each music service’s request budget: calls, waits for a slot, calls refused after too long a wait, and 429s from the service (our decision; not in the spec). */
        get: operations["getPublicUsage"];
        put?: never;
        post?: never;
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
        /** C1: catalogue search across services, without a user. */
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
        /** C2: the sources and what each supports. */
        get: operations["getPublicSearchIntrospection"];
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
        /** A8: the user as the music service describes them now. */
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
        /** The newest stored copy and its counts. */
        get: operations["getApiIntegrationUserUUIDLibrarySnapshot"];
        put?: never;
        /** Ask for a fresh stored copy of the library (made by a worker). */
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
        /** One list of the newest finished copy. */
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
        /** B1: the user’s playlists. */
        get: operations["getApiIntegrationUserUUIDPlaylists"];
        put?: never;
        /** B2: create a playlist. */
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
        /** B3: one playlist. */
        get: operations["getApiIntegrationUserUUIDPlaylistsPlaylistId"];
        /** B4: rename it, change its description or visibility. */
        put: operations["putApiIntegrationUserUUIDPlaylistsPlaylistId"];
        post?: never;
        /** Delete (or unfollow) it. */
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
        /** Its tracks, with entryId. */
        get: operations["getApiIntegrationUserUUIDPlaylistsPlaylistIdItems"];
        put?: never;
        /** Append tracks in order. */
        post: operations["postApiIntegrationUserUUIDPlaylistsPlaylistIdItems"];
        /** Remove entries. */
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
        /** B7: liked tracks. */
        get: operations["getApiIntegrationUserUUIDLikedTracks"];
        put?: never;
        /** Like tracks. */
        post: operations["postApiIntegrationUserUUIDLikedTracks"];
        /** Unlike tracks. */
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
        /** Saved albums. */
        get: operations["getApiIntegrationUserUUIDAlbums"];
        put?: never;
        /** B5: save an album. */
        post: operations["postApiIntegrationUserUUIDAlbums"];
        /** Remove saved albums. */
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
        /** Followed artists. */
        get: operations["getApiIntegrationUserUUIDArtists"];
        put?: never;
        /** Follow artists. */
        post: operations["postApiIntegrationUserUUIDArtists"];
        /** Unfollow artists. */
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
        /** B6: one artist. */
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
        /** B8: search the catalogue as this user (by ISRC where the service can). */
        post: operations["postApiIntegrationUserUUIDSearch"];
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
        /** The callback, handed over from BASE_URL when APP_URL is on another host (where the nonce cookie lives). */
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
        /** A1: the partner’s service picker. */
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
        /** A2: straight to one service’s sign-in. */
        get: operations["getConnectSlugIntegrationTypeAuth"];
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
         * A user was connected: signed in (first time or again), or given as the pre-authorized destination of a transfer session (D1). data: integrationUserUUID, integrationType; after a sign-in authModelUUID and partnerUserId when set; after D1 preauthorized (true) and externalUserId when set.
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
            };
        };
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
         * A connected user's tokens were refused and could not be refreshed. data: integrationUserUUID, integrationType, preauthorized (true for the destination of a pre-authorized transfer session, which then waits for PUT target-auth), and externalUserId and sessionUuid for a transfer session.
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
            };
        };
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
         * A connected user was deleted (A7). data: integrationUserUUID, integrationType.
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
            };
        };
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
         * A transfer began. data: transferUuid, sessionUuid, externalUserId, source, destination, groups.
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
            };
        };
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
         * Progress of a running transfer, at most every few seconds. data: transferUuid, externalUserId, counts, currentGroup.
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
                     *           "written": 40
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
            };
        };
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
         * A transfer finished. data: transferUuid, externalUserId, counts (matched, unmatched, failed).
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
                     *           "written": 114
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
            };
        };
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
         * A transfer stopped for good. data: transferUuid, externalUserId, reason.
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
            };
        };
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
         * A transfer of a pre-authorized session is paused because the destination token was refused. data: transferUuid, sessionUuid, externalUserId.
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
            };
        };
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
         * A sync was created (POST /public/syncs). data: syncUuid, externalUserId, source, destination, mode, intervalMinutes.
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
            };
        };
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
         * A run of a sync changed the destination. data: syncUuid, externalUserId, added, removed, unmatched.
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
            };
        };
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
         * A sync stopped running because a listener must sign in again; it resumes when they do. data: syncUuid, externalUserId, reason (authFailed), integrationUserUUID.
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
            };
        };
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
         * A run of a sync failed after its retries. data: syncUuid, externalUserId, reason.
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
            };
        };
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
         * A webhook endpoint was disabled. data: endpointId, url, reason (gone: it answered 410; failing: every attempt failed for five days).
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
            };
        };
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
         * A test event sent on request to check an endpoint. data: endpointId, message.
         * @description Sent to every enabled endpoint that asked for this type, signed in the Standard Webhooks format (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx; anything else is retried for about three days.
         */
        post: {
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
            };
        };
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
                integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm";
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
                integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm";
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
            details?: Record<string, never>[];
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
        ConnectedUser: {
            integrationUser: {
                /** Format: uuid */
                uuid: string;
                integrationUserId: string;
                name: string | null;
                email: string | null;
                imageUrl: string | null;
                country: string | null;
                /** @description Basic or a valid one-time token only; never the refresh token. Null when no token is held any more (the user must sign in again). */
                authData?: Record<string, never> | null;
                authDataExpiresAt?: number | null;
            };
            integration: {
                /** @enum {unknown} */
                type: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm";
            };
        };
        /**
         * @description partnerUserId is whatever the partner put in the sign-in URL: unauthenticated, never trusted by us. A3 adds authData for 5 minutes after the sign-in succeeded (never after the user signed in again or was deleted); A5 adds it for Basic or the first use of the one-time token.
         * @example {
         *       "authModelUUID": "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
         *       "uniqueId": "4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09",
         *       "integrationType": "spotify",
         *       "status": "succeeded",
         *       "errorCode": null,
         *       "partnerUserId": "partner-user-42",
         *       "integrationUserUUID": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *       "createdAt": "2026-11-24T10:00:00.000Z",
         *       "expiresAt": "2026-11-24T10:30:00.000Z"
         *     }
         */
        SignIn: {
            /** Format: uuid */
            authModelUUID: string;
            uniqueId?: string | null;
            integrationType: string;
            /** @enum {unknown} */
            status: "redirected" | "succeeded" | "failed" | "expired";
            errorCode?: string | null;
            partnerUserId?: string | null;
            integrationUserUUID?: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            authData?: Record<string, never> | null;
            authDataExpiresAt?: number | null;
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
                transferDestination: ("spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm") | null;
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
         * @example {
         *       "accessToken": "BQD…",
         *       "refreshToken": "AQC…",
         *       "expiresAt": 1795600000
         *     }
         */
        PreauthorizedAuthData: {
            accessToken: string;
            refreshToken?: string;
            expiresAt?: string | number;
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
         *         "integrationUserUuid": "5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01",
         *         "displayName": "Demo Listener"
         *       }
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
         *         "written": 114
         *       },
         *       "currentGroup": null,
         *       "errorCode": null,
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
            /** @enum {unknown} */
            status: "queued" | "snapshotting" | "matching" | "writing" | "waiting_for_destination" | "completed" | "failed";
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
            counts: {
                total: number;
                matched: number;
                unmatched: number;
                failed: number;
                written: number;
            };
            currentGroup: string | null;
            errorCode: string | null;
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
         *         "position": 3
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
            /** @description The person took the best guess in the hosted summary ("Use this one") and it was added to the destination; null until then. */
            chosen?: {
                /** @description The destination id that was added: the best guess the person chose. */
                id: string;
                /** Format: date-time */
                chosenAt: string;
                /** @description Where it went in the destination playlist (0 is the first entry); null when it was appended, or saved to the library. */
                position: number | null;
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
             * @description `unchanged`: the source’s change marker said nothing changed (one call); `paused`: a listener must sign in again.
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
            /** @description Why the run failed, or what the destination could not do: remove tracks, remove one copy of a track it holds twice, or move tracks into the source’s order. */
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
            /** Format: date-time */
            createdAt: string;
            /** @description Only at creation and from its own route. */
            secret?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
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
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getAppOauthIntegrationTypeCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path: {
                integrationType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAppIntegrationsByUniqueIdUniqueId: {
        parameters: {
            query?: {
                tokenOnly?: "true" | "false";
            };
            header?: never;
            path: {
                uniqueId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignIn"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
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
                authModelUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInForPages"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
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
                returnUrl?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
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
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
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
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedUser"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    integrationType: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm";
                    authData: {
                        accessToken: string;
                        refreshToken?: string;
                        expiresAt?: string | number;
                    };
                    externalUserId?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedUser"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedUser"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
            query?: never;
            header?: never;
            path: {
                authModelUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignIn"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocsSession"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    target: {
                        /**
                         * @description Optional: the account's transfer destination setting otherwise (400 `noDestinationSet` when there is none).
                         * @enum {unknown}
                         */
                        integrationType?: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm";
                        authData: {
                            accessToken: string;
                            refreshToken?: string;
                            expiresAt?: string | number;
                        };
                    };
                    externalUserId?: string;
                    /** Format: uri */
                    returnUrl?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferSession"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                sessionUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    authData: {
                        accessToken: string;
                        refreshToken?: string;
                        expiresAt?: string | number;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
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
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                sessionUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferSession"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                from: string;
                to?: string;
                reason?: "notFound" | "lowConfidence" | "regionLocked" | "error" | "cannotMatch" | "limitReached";
                limit?: number;
                cursor?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unmatched: components["schemas"]["MatchResultRow"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                limit?: number;
                cursor?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        transfers: components["schemas"]["Transfer"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                transferUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
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
                            written: number;
                            /** @enum {unknown} */
                            status: "pending" | "writing" | "written";
                        }[];
                    };
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                transferUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["MatchResultRow"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                limit?: number;
                cursor?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        syncs: components["schemas"]["Sync"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source: {
                        integrationUserUUID: string;
                        playlistId: string;
                    };
                    destination: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sync"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                syncUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sync"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                syncUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                syncUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sync"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path: {
                syncUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
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
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventTypes: {
                            /** @enum {unknown} */
                            type: "user.connected" | "user.auth_failed" | "user.deleted" | "transfer.started" | "transfer.progress" | "transfer.completed" | "transfer.failed" | "transfer.waiting_for_destination" | "sync.created" | "sync.run.completed" | "sync.paused" | "sync.failed" | "endpoint.disabled" | "webhook.test";
                            description: string;
                        }[];
                    };
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoints: components["schemas"]["WebhookEndpoint"][];
                    };
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    url: string;
                    eventTypes?: string[];
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    eventTypes?: string[];
                    enabled?: boolean;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                    };
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        eventId: string;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                status?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
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
                            attempts: Record<string, never>[];
                            lastStatusCode: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            completedAt: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        replayed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path: {
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        replayed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                /** @description How far back, the current minute included (default 60; counts are kept 25 hours). */
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usage"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    type: "track" | "album" | "artist";
                    track?: string;
                    artist?: string;
                    album?: string;
                    sources: ("spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm")[];
                } | unknown | unknown | unknown;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every source’s results in the order asked, whatever the type (the interface names the list `tracks`); a source that failed gives one item with its status and `data: null`. */
                        tracks: {
                            /** @enum {unknown} */
                            source: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm";
                            /** @enum {unknown} */
                            status: "ok" | "unavailable" | "rateLimited" | "unsupported" | "error";
                            /** @enum {unknown} */
                            type: "track" | "album" | "artist";
                            data: {
                                externalId: string | null;
                                name: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sources: {
                            /** @enum {unknown} */
                            id: "spotify" | "deezer" | "appleMusic" | "tidal" | "youtubeMusic" | "soundcloud" | "qobuz" | "beatport" | "lastfm";
                            name: string;
                            types: ("track" | "album" | "artist")[];
                            catalogueSearch: boolean;
                            isrcSearch: boolean;
                            /** @description Everything the service can and cannot do (C2). */
                            capabilities: Record<string, never>;
                        }[];
                    };
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
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
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
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
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibrarySnapshot"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path: {
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    groups?: ("playlists" | "likedTracks" | "savedAlbums" | "followedArtists")[];
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibrarySnapshot"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                /** @description playlists, playlist:{id}, likedTracks, savedAlbums or followedArtists */
                collection: string;
                /** @description Page size, lowered to the service limit. */
                limitParam?: number;
                /** @description The opaque nextParam of the previous page. */
                nextParam?: string;
            };
            header?: never;
            path: {
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: Record<string, never>[];
                        nextParam: string | null;
                        totalItems: number | null;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                nextParam?: string;
            };
            header?: never;
            path: {
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
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
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path: {
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Playlist"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                integrationUserUUID: string;
                playlistId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaylistDetail"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                integrationUserUUID: string;
                playlistId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaylistDetail"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                integrationUserUUID: string;
                playlistId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                nextParam?: string;
            };
            header?: never;
            path: {
                integrationUserUUID: string;
                playlistId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
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
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path: {
                integrationUserUUID: string;
                playlistId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    trackIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                integrationUserUUID: string;
                playlistId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                nextParam?: string;
            };
            header?: never;
            path: {
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
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
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path: {
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    trackIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    trackIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                nextParam?: string;
            };
            header?: never;
            path: {
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
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
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path: {
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    albumId: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
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
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    albumIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                nextParam?: string;
            };
            header?: never;
            path: {
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
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
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path: {
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    artistIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        followed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    artistIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unfollowed: number;
                    };
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                integrationUserUUID: string;
                artistId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Artist"];
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
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
                nextParam?: string;
            };
            header?: {
                /** @description Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept. */
                "Idempotency-Key"?: string;
            };
            path: {
                integrationUserUUID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    type: "track" | "album" | "artist";
                    track?: string;
                    artist?: string;
                    album?: string;
                    isrc?: string;
                } | unknown | unknown | unknown | unknown;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
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
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The connected user must sign in again (`IntegrationUserNotAuthenticated`). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large (`bodyTooLarge`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not in a readable encoding (`unsupportedEncoding`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConnectOauthIntegrationTypeCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path: {
                integrationType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential refused by the route, or the product is not on. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The music service could not be reached. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConnectSlug: {
        parameters: {
            query?: {
                returnUrl?: string;
                requestOneTimeToken?: boolean;
                uniqueId?: string;
                forwardErrors?: boolean;
                partnerUserId?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConnectSlugIntegrationTypeAuth: {
        parameters: {
            query?: {
                returnUrl?: string;
                requestOneTimeToken?: boolean;
                uniqueId?: string;
                forwardErrors?: boolean;
                partnerUserId?: string;
            };
            header?: never;
            path: {
                slug: string;
                integrationType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body or parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
