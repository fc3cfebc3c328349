<?php
/**
 * The map embed: the [mapsvg id="…"] shortcode and the "Map Studio map" block both print the
 * server's script embed (a <div class="mapsvg" data-map-id="…" data-server="…"> the viewer
 * mounts), and enqueue the server's viewer script, which WordPress prints once per page however
 * many maps it has.
 *
 * @package MapStudio
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The viewer script's handle. */
const MAPSVG_STUDIO_VIEWER_HANDLE = 'mapsvg-studio-viewer';

/** Registers the shortcode and the block (its editor script needs no build step). */
function mapsvg_studio_register_embed() {
	add_shortcode( 'mapsvg', 'mapsvg_studio_shortcode' );
	register_block_type(
		MAPSVG_STUDIO_DIR . '/block',
		array( 'render_callback' => 'mapsvg_studio_render_block' )
	);
}

/**
 * [mapsvg id="…"]
 *
 * @param array|string $attributes The shortcode's attributes ('' when it has none).
 * @return string
 */
function mapsvg_studio_shortcode( $attributes ) {
	$attributes = shortcode_atts( array( 'id' => '' ), is_array( $attributes ) ? $attributes : array(), 'mapsvg' );
	return mapsvg_studio_render_map( $attributes['id'] );
}

/**
 * The block's markup on the page.
 *
 * @param array $attributes The block's attributes.
 * @return string
 */
function mapsvg_studio_render_block( $attributes ) {
	$id = isset( $attributes['mapId'] ) ? $attributes['mapId'] : '';
	return mapsvg_studio_render_map( $id );
}

/**
 * One map's element, with the viewer script enqueued; a clear message instead when the map id
 * is not a positive whole number or no server address is set (visitors see the message too,
 * rather than an empty box).
 *
 * @param mixed $id The map id as written.
 * @return string
 */
function mapsvg_studio_render_map( $id ) {
	$written = is_scalar( $id ) ? trim( (string) $id ) : '';
	if ( ! preg_match( '/^[1-9][0-9]{0,9}$/', $written ) ) {
		/* translators: %s: the id as written in the shortcode or block */
		return mapsvg_studio_message( sprintf( __( 'Map Studio: “%s” is not a map id (a map id is a whole number, such as [mapsvg id="2"]).', 'mapsvg-studio' ), $written ) );
	}
	$server = mapsvg_studio_server_url();
	if ( '' === $server ) {
		return mapsvg_studio_message( __( 'Map Studio: the server address is not set (Settings → Map Studio).', 'mapsvg-studio' ) );
	}
	wp_enqueue_script( MAPSVG_STUDIO_VIEWER_HANDLE, $server . '/dist/viewer.js', array(), null, true );
	// The element names its server, as Map Studio's own script snippet does: on a page that also
	// shows maps of another Map Studio server (a theme's or another plugin's embed), that
	// server's viewer leaves this map to the viewer of the server set here.
	return sprintf( '<div class="mapsvg" data-map-id="%s" data-server="%s"></div>', esc_attr( $written ), esc_url( $server ) );
}

/**
 * A message shown where the map would be.
 *
 * @param string $text Plain text.
 * @return string
 */
function mapsvg_studio_message( $text ) {
	return '<p class="mapsvg-studio-message" role="alert">' . esc_html( $text ) . '</p>';
}

/**
 * The viewer is an ES module: its tag gets type="module" (module scripts are deferred and run
 * once even if a page printed the tag twice).
 *
 * @param string $tag    The tag WordPress made.
 * @param string $handle The script's handle.
 * @param string $src    The script's address.
 * @return string
 */
function mapsvg_studio_module_script_tag( $tag, $handle, $src ) {
	if ( MAPSVG_STUDIO_VIEWER_HANDLE !== $handle ) {
		return $tag;
	}
	return sprintf( '<script type="module" src="%s" id="%s"></script>' . "\n", esc_url( $src ), esc_attr( $handle . '-js' ) );
}
