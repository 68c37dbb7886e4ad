export const MAP_CONFIG = {
  /**
   * Where the offline style's data and glyphs are served from (web/public/map). A real street
   * style, when the api names one (MAP_STYLE_URL, read from GET /api/map/config), replaces it.
   */
  offlineBase: '/map',
} as const;
