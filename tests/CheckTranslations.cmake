# Fails when a .ts file has an unfinished translation: every string the program shows must be
# translated, under the context the program asks for. The English file only needs the plural
# forms of "%n" messages.
file(GLOB ts_files "${TRANSLATIONS_DIR}/*.ts")
set(problems "")
foreach(ts IN LISTS ts_files)
    file(READ "${ts}" content)
    if(ts MATCHES "_en\\.ts$")
        string(REGEX MATCHALL "<message numerus=\"yes\">[ \t\r\n]*<source>[^<]*</source>[ \t\r\n]*(<comment>[^<]*</comment>[ \t\r\n]*)?<translation type=\"unfinished\"" unfinished "${content}")
    else()
        string(REGEX MATCHALL "<source>[^<]*</source>[ \t\r\n]*(<comment>[^<]*</comment>[ \t\r\n]*)?<translation type=\"unfinished\"" unfinished "${content}")
    endif()
    list(LENGTH unfinished count)
    if(count GREATER 0)
        list(APPEND problems "${ts}: ${count} unfinished: ${unfinished}")
    endif()
    # A context named after the helper struct alone ("Text") is one lupdate could not place: the
    # program looks its words up under the struct's Q_DECLARE_TR_FUNCTIONS name, so they would
    # show in English whatever the file says.
    if(content MATCHES "<name>Text</name>")
        list(APPEND problems "${ts}: messages in the context \"Text\" are never looked up")
    endif()
endforeach()
if(problems)
    message(FATAL_ERROR "Incomplete translations:\n${problems}")
endif()
