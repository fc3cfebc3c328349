<?php
/**
 * The settings page (Settings → Map Studio): the address of the Map Studio server the maps come from.
 *
 * @package MapStudio
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The option holding the server's address, without a trailing slash. */
const MAPSVG_STUDIO_SERVER_OPTION = 'mapsvg_studio_server';

/** The settings page's slug (options-general.php?page=…). */
const MAPSVG_STUDIO_SETTINGS_PAGE = 'mapsvg-studio';

/**
 * The Map Studio server's address as saved, e.g. "https://maps.example.com"; '' when not set.
 *
 * @return string
 */
function mapsvg_studio_server_url() {
	$url = get_option( MAPSVG_STUDIO_SERVER_OPTION, '' );
	return is_string( $url ) ? $url : '';
}

/**
 * Registers the option with its sanitiser, and the page's one section and field.
 */
function mapsvg_studio_register_setting() {
	register_setting(
		MAPSVG_STUDIO_SETTINGS_PAGE,
		MAPSVG_STUDIO_SERVER_OPTION,
		array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => 'mapsvg_studio_sanitize_server_url',
		)
	);
	add_settings_section( 'mapsvg_studio_server', __( 'Map Studio server', 'mapsvg-studio' ), 'mapsvg_studio_server_section_intro', MAPSVG_STUDIO_SETTINGS_PAGE );
	add_settings_field(
		MAPSVG_STUDIO_SERVER_OPTION,
		__( 'Server address', 'mapsvg-studio' ),
		'mapsvg_studio_server_field',
		MAPSVG_STUDIO_SETTINGS_PAGE,
		'mapsvg_studio_server',
		array( 'label_for' => MAPSVG_STUDIO_SERVER_OPTION )
	);
}

/**
 * Keeps an http(s) address with a host and no query or fragment, without its trailing slash.
 * Anything else leaves the saved address as it was and says why on the page.
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function mapsvg_studio_sanitize_server_url( $value ) {
	$previous = mapsvg_studio_server_url();
	$url      = is_string( $value ) ? trim( $value ) : '';
	if ( '' === $url ) {
		return '';
	}
	$problem = mapsvg_studio_server_url_problem( $url );
	if ( null !== $problem ) {
		add_settings_error( MAPSVG_STUDIO_SERVER_OPTION, 'mapsvg_studio_bad_server', $problem );
		return $previous;
	}
	return untrailingslashit( esc_url_raw( $url, array( 'http', 'https' ) ) );
}

/**
 * Why an address cannot be a server's address, or null when it can.
 *
 * @param string $url The address typed in.
 * @return string|null
 */
function mapsvg_studio_server_url_problem( $url ) {
	$parts = wp_parse_url( $url );
	$shown = esc_html( $url );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) ) {
		/* translators: %s: the address typed in */
		return sprintf( __( 'The server address “%s” is not an http:// or https:// address; the saved address was kept.', 'mapsvg-studio' ), $shown );
	}
	if ( isset( $parts['query'] ) || isset( $parts['fragment'] ) ) {
		/* translators: %s: the address typed in */
		return sprintf( __( 'The server address “%s” must not have a query or a #fragment; the saved address was kept.', 'mapsvg-studio' ), $shown );
	}
	return null;
}

/** The text under the section's title. */
function mapsvg_studio_server_section_intro() {
	echo '<p>' . esc_html__( 'The address your Map Studio server answers on, as visitors reach it (for example https://maps.example.com). Maps are shown with [mapsvg id="…"] or the “Map Studio map” block; each map’s id is in its Publish panel in Map Studio.', 'mapsvg-studio' ) . '</p>';
}

/** The address field. */
function mapsvg_studio_server_field() {
	printf(
		'<input type="url" class="regular-text code" id="%1$s" name="%1$s" value="%2$s" placeholder="https://maps.example.com" />',
		esc_attr( MAPSVG_STUDIO_SERVER_OPTION ),
		esc_attr( mapsvg_studio_server_url() )
	);
}

/** Adds Settings → Map Studio. */
function mapsvg_studio_add_settings_page() {
	add_options_page( __( 'Map Studio', 'mapsvg-studio' ), __( 'Map Studio', 'mapsvg-studio' ), 'manage_options', MAPSVG_STUDIO_SETTINGS_PAGE, 'mapsvg_studio_render_settings_page' );
}

/** The settings page. */
function mapsvg_studio_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1><form action="options.php" method="post">';
	settings_fields( MAPSVG_STUDIO_SETTINGS_PAGE );
	do_settings_sections( MAPSVG_STUDIO_SETTINGS_PAGE );
	submit_button( __( 'Save address', 'mapsvg-studio' ) );
	echo '</form></div>';
}

/**
 * A "Settings" link beside the plugin's Deactivate link.
 *
 * @param string[] $links The row's links.
 * @return string[]
 */
function mapsvg_studio_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=' . MAPSVG_STUDIO_SETTINGS_PAGE );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'mapsvg-studio' ) . '</a>' );
	return $links;
}
