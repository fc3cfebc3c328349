<?php
/**
 * Installs the test site with WordPress's own install routine and writes its posts.
 * Usage: php install.php SITE_DIR OTHER_SERVER. Prints the posts' ids as JSON. OTHER_SERVER is
 * the address of a second Map Studio server whose script embed a post shows beside the plugin's.
 *
 * @package MapStudio
 */

$site         = $argv[1] ?? '';
$other_server = $argv[2] ?? '';
if ( '' === $site || ! is_file( $site . '/wp-load.php' ) || '' === $other_server ) {
	fwrite( STDERR, "Usage: php install.php SITE_DIR OTHER_SERVER (a WordPress copy with its wp-config.php, a Map Studio server's address)\n" );
	exit( 2 );
}
define( 'WP_INSTALLING', true );
require $site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$installed = wp_install( 'Map Studio test site', 'admin', 'admin@example.test', false, '', 'wordpress-test-password' );
if ( is_wp_error( $installed ) ) {
	fwrite( STDERR, $installed->get_error_message() . "\n" );
	exit( 1 );
}

// Posts are written as the admin, who may publish a Custom HTML block's script tag.
wp_set_current_user( 1 );

/**
 * Publishes a post as the admin.
 *
 * @param string $title   Title.
 * @param string $content Content.
 * @return int
 */
function mapsvg_test_post( $title, $content ) {
	return wp_insert_post(
		array(
			'post_title'   => $title,
			'post_content' => $content,
			'post_status'  => 'publish',
			'post_author'  => 1,
		),
		true
	);
}

$posts = array(
	'twoMaps' => mapsvg_test_post( 'Our stores', "<!-- wp:paragraph -->\n<p>Find a store near you.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:shortcode -->\n[mapsvg id=\"1\"]\n<!-- /wp:shortcode -->\n\n<!-- wp:mapsvg-studio/map {\"mapId\":\"2\"} /-->" ),
	'badId'   => mapsvg_test_post( 'A typo', '[mapsvg id="first"]' ),
	// Another Map Studio server's own script embed, written in a Custom HTML block before the
	// plugin's map: its viewer starts first and must leave the plugin's map alone.
	'twoServers' => mapsvg_test_post(
		'Maps of two servers',
		"<!-- wp:html -->\n<script type=\"module\" src=\"{$other_server}/dist/viewer.js\"></script>\n<div class=\"mapsvg\" data-map-id=\"2\" data-server=\"{$other_server}\"></div>\n<!-- /wp:html -->\n\n<!-- wp:shortcode -->\n[mapsvg id=\"1\"]\n<!-- /wp:shortcode -->"
	),
);
echo wp_json_encode( $posts ), "\n";
