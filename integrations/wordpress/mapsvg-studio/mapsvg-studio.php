<?php
/**
 * Plugin Name:       Map Studio Maps
 * Description:       Shows maps built in a Map Studio server on this site: the [mapsvg id="…"] shortcode and a "Map Studio map" block.
 * Version:           1.0.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * License:           MIT
 * Text Domain:       mapsvg-studio
 *
 * @package MapStudio
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'MAPSVG_STUDIO_VERSION', '1.0.0' );
define( 'MAPSVG_STUDIO_DIR', __DIR__ );

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/embed.php';

add_action( 'admin_menu', 'mapsvg_studio_add_settings_page' );
add_action( 'admin_init', 'mapsvg_studio_register_setting' );
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'mapsvg_studio_action_links' );

add_action( 'init', 'mapsvg_studio_register_embed' );
add_filter( 'script_loader_tag', 'mapsvg_studio_module_script_tag', 10, 3 );
